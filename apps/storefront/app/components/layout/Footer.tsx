import type { CmsSection } from '@tradeshop/api-client';
import { legalPages, shops } from '@tradeshop/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { regionalContacts, telHref } from '../../lib/regional-contacts';
import type { FooterData } from '../../lib/shell.server';
import { Logo } from '../header/Logo';
import { LiveChat } from '../shell/LiveChat';

const headingClass = 'mb-3 font-bold text-brand-900 text-sm uppercase tracking-wide';

function Phone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <a href={telHref(phone)} className="footer-link">
      <span className="sr-only">{t('footer.phone')}: </span>
      {phone}
    </a>
  );
}

function Email({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <a href={`mailto:${email}`} className="footer-link break-all">
      <span className="sr-only">{t('footer.email')}: </span>
      {email}
    </a>
  );
}

/** A group that opens and closes by itself, also without JavaScript. */
function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-gray-200 border-b py-1" data-testid="footer-group">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-2 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
        {title}
        <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

function LinksSection({ section }: { section: Extract<CmsSection, { type: 'links' }> }) {
  const { t } = useTranslation();
  return (
    <section>
      {section.title ? <h2 className={headingClass}>{section.title}</h2> : null}
      <ul className="space-y-2 text-sm">
        {section.links.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="footer-link">
              {link.label}
              <span className="sr-only"> ({t('footer.newTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocationsSection({ section }: { section: Extract<CmsSection, { type: 'locations' }> }) {
  return (
    <section>
      {section.title ? <h2 className={headingClass}>{section.title}</h2> : null}
      {section.locations.map((location) => (
        <Collapsible key={location.title} title={location.title}>
          <ul className="space-y-1 text-gray-700 text-sm">
            {location.address ? <li className="whitespace-pre-line">{location.address}</li> : null}
            {location.city ? <li>{location.city}</li> : null}
            {location.openingHours ? <li>{location.openingHours}</li> : null}
            {location.phone ? (
              <li>
                <Phone phone={location.phone} />
              </li>
            ) : null}
            {location.email ? (
              <li>
                <Email email={location.email} />
              </li>
            ) : null}
          </ul>
        </Collapsible>
      ))}
    </section>
  );
}

function TextSection({ section }: { section: Extract<CmsSection, { type: 'text' }> }) {
  return (
    <section>
      {section.title ? <h2 className={headingClass}>{section.title}</h2> : null}
      <p className="whitespace-pre-line text-gray-700 text-sm">{section.text}</p>
    </section>
  );
}

/** The footer as the operator wrote it in the footer content page. */
function ContentFooter({ sections }: { sections: CmsSection[] }) {
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4" data-testid="footer-content">
      {sections.map((section, index) => {
        const key = `${section.type}-${index}`;
        if (section.type === 'links') return <LinksSection key={key} section={section} />;
        if (section.type === 'locations') return <LocationsSection key={key} section={section} />;
        return <TextSection key={key} section={section} />;
      })}
    </div>
  );
}

function ServiceLink({ item }: { item: NavItem }) {
  if (!item.href) return <span className="text-gray-700">{item.label}</span>;
  if (item.external) {
    return (
      <a
        href={item.href}
        className="footer-link"
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.href} className="footer-link">
      {item.label}
    </Link>
  );
}

/** Without a footer content page: service links and logo, regional contacts and the four shops. */
function FixedFooter({ shopName, serviceLinks }: { shopName: string; serviceLinks: NavItem[] }) {
  const { t, language } = useTranslation();
  return (
    <div
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,2fr)]"
      data-testid="footer-fixed"
    >
      <section aria-labelledby="footer-service" className="space-y-4">
        <Link to={localizedPath(language, '/')} aria-label={shopName} className="inline-block">
          <Logo shopName={shopName} />
        </Link>
        <h2 id="footer-service" className="sr-only">
          {t('footer.service')}
        </h2>
        {serviceLinks.length > 0 ? (
          <ul className="space-y-2 text-sm">
            {serviceLinks.map((item) => (
              <li key={item.id}>
                <ServiceLink item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="space-y-2 text-sm" data-testid="footer-shop-pages">
          <li>
            <Link to={localizedPath(language, '/brands')} className="footer-link">
              {t('brands.title')}
            </Link>
          </li>
          <li>
            <Link to={localizedPath(language, '/files')} className="footer-link">
              {t('files.title')}
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="footer-regions">
        <h2 id="footer-regions" className={headingClass}>
          {t('footer.regionalContacts')}
        </h2>
        {regionalContacts.map(({ region, locations }) => (
          <Collapsible key={region} title={t(`footer.region.${region}`)}>
            <ul className="space-y-3 text-sm">
              {locations.map((location) => (
                <li key={location.city} className="space-y-0.5">
                  <p className="font-medium text-gray-900">{location.city}</p>
                  <p>
                    <Phone phone={location.phone} />
                  </p>
                  <p>
                    <Email email={location.email} />
                  </p>
                </li>
              ))}
            </ul>
          </Collapsible>
        ))}
      </section>
      <section aria-labelledby="footer-shops">
        <h2 id="footer-shops" className={headingClass}>
          {t('footer.shops')}
        </h2>
        <ul className="grid gap-6 text-sm sm:grid-cols-2">
          {shops.map((shop) => (
            <li key={shop.code} className="space-y-0.5" data-testid="footer-shop">
              <h3 className="font-semibold text-gray-900">{shop.name}</h3>
              <p className="text-gray-700">{shop.city}</p>
              <p className="text-gray-700">{t('footer.openingHours')}</p>
              <address className="text-gray-700 not-italic">
                {shop.street}, {shop.zipcode} {shop.city}
              </address>
              <p>
                <Phone phone={shop.phone} />
              </p>
              <p>
                <Email email={shop.email} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The footer content page's sections, or the fixed footer when the shop has none (or it could not be
 * loaded); error pages that come before the shop's data show the fixed footer without service links.
 */
/** The terms of sale, the privacy statement and the contact page, at their addresses in the language. */
function LegalLinks() {
  const { t, language } = useTranslation();
  const links = [
    { path: `/${legalPages.terms.paths[language.code]}`, label: t('footer.terms') },
    { path: `/${legalPages.privacy.paths[language.code]}`, label: t('footer.privacy') },
    { path: '/contact', label: t('footer.contact') },
  ];
  return (
    <nav aria-label={t('footer.legal')}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={localizedPath(language, link.path)} className="underline hover:text-brand-700">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({
  shopName,
  footer,
  liveChat = false,
}: {
  shopName: string;
  footer?: FooterData | null;
  /** The shop's own chat launcher, docked here on small screens (the root floats it on larger ones). */
  liveChat?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-gray-200 border-t bg-gray-50">
      <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6">
        {footer?.sections ? (
          <ContentFooter sections={footer.sections} />
        ) : (
          <FixedFooter shopName={shopName} serviceLinks={footer?.serviceLinks ?? []} />
        )}
      </div>
      {/* From 1024 px the page ends with room for the floating chat launcher below its last line. */}
      <div className="border-gray-200 border-t">
        <div className="mx-auto flex max-w-[1440px] flex-col gap-2 px-4 py-4 text-gray-600 text-sm sm:flex-row sm:justify-between sm:px-6 lg:pb-20">
          {liveChat ? <LiveChat docked /> : null}
          <p>{t('footer.note')}</p>
          <LegalLinks />
          <p>{t('footer.copyright', { year: new Date().getFullYear(), shop: shopName })}</p>
        </div>
      </div>
    </footer>
  );
}
