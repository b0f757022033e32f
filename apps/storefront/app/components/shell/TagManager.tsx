import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The virtualRoute page view follows a route change after this delay (storefront.md §9). */
const virtualRouteDelayMillis = 250;

/** A Google Tag Manager container id such as GTM-ABC123; anything else loads nothing. */
export function validContainerId(id: string | null | undefined): string | null {
  return id && /^GTM-[A-Z0-9]{1,20}$/.test(id) ? id : null;
}

/**
 * The tag manager's loader in the document head; rendered only with a container id. The script it
 * adds comes from the tag manager's host, which the Content-Security-Policy allows.
 */
export function TagManagerScript({ containerId, nonce }: { containerId: string; nonce: string | undefined }) {
  const script = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the container id is checked against GTM-[A-Z0-9]
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}

/** Pushes a virtualRoute page view 250 ms after the page and after each route change. */
export function VirtualRouteEvents() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = `${pathname}${search}`;
    const timer = setTimeout(() => {
      window.dataLayer ??= [];
      window.dataLayer.push({
        event: 'virtualRoute',
        virtualPageURL: path,
        virtualPageTitle: document.title,
      });
    }, virtualRouteDelayMillis);
    return () => clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
