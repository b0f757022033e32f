import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ErrorFallback } from './components/layout/ErrorFallback';
import { ChunkReloadGuard } from './components/shell/ChunkReloadGuard';
import { LiveChat, LiveChatScript } from './components/shell/LiveChat';
import { NotificationsProvider } from './components/shell/Notifications';
import { ProgressBar } from './components/shell/ProgressBar';
import { RouteFocus } from './components/shell/RouteFocus';
import { SeoLinks } from './components/shell/SeoLinks';
import { ServiceWorkerRegistration } from './components/shell/ServiceWorkerRegistration';
import { TagManagerScript, VirtualRouteEvents } from './components/shell/TagManager';
import { isBackOfficePath } from './lib/admin/paths';
import { useCspNonce } from './lib/csp-nonce';
import { catalogueScriptPath, languageOfPath } from './lib/i18n';
import type { ShellSettings } from './lib/shell-settings.server';

/**
 * The shell settings come with the shop layout: the root has no loader, so that errors of the shop's
 * middleware still reach the shop's error page. Error pages go without them.
 */
function useShellSettings(): ShellSettings | undefined {
  return useRouteLoaderData<{ shell: ShellSettings }>('shop')?.shell;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

/** Paging through a listing keeps the scroll position; any other change starts at the top. */
function scrollKey(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('p');
  return `${location.pathname}?${params}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const backOffice = useRouteLoaderData<{ htmlLang: string }>('admin');
  const shell = useShellSettings();
  const nonce = useCspNonce();
  return (
    <html lang={backOffice?.htmlLang ?? language.htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The page's messages, run before the app's modules (React Router loads them async), which
            need them to hydrate; the back-office brings its own. */}
        {isBackOfficePath(pathname) ? null : (
          <script src={catalogueScriptPath(language.code)} suppressHydrationWarning />
        )}
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="theme-color" content="#153f80" />
        <Meta />
        <Links />
        {shell ? <SeoLinks origin={shell.origin} /> : null}
        {shell?.gtmContainerId ? <TagManagerScript containerId={shell.gtmContainerId} nonce={nonce} /> : null}
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration getKey={scrollKey} nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const shell = useShellSettings();
  const nonce = useCspNonce();
  const backOffice = isBackOfficePath(useLocation().pathname);
  return (
    <NotificationsProvider>
      {backOffice ? null : <ProgressBar />}
      <Outlet />
      <RouteFocus />
      {shell?.liveChat ? (
        shell.liveChatScriptUrl ? (
          <LiveChatScript src={shell.liveChatScriptUrl} nonce={nonce} />
        ) : (
          <LiveChat />
        )
      ) : null}
      {shell?.gtmContainerId ? <VirtualRouteEvents /> : null}
      <ChunkReloadGuard />
      <ServiceWorkerRegistration />
    </NotificationsProvider>
  );
}

/** Reached only when the shop's own error page failed (the shop layout shows every other error). */
export function ErrorBoundary() {
  return <ErrorFallback />;
}
