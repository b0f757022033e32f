import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { storefrontLocales } from '@tradeshop/domain';
import { sitemapFilePath } from './lib/sitemap';

/** The pages of one language; ids carry the locale because every module is mounted once per language. */
function pages(localeCode: string) {
  return [
    index('routes/catalog/home.tsx', { id: `home-${localeCode}` }),
    route('search', 'routes/catalog/search.tsx', { id: `search-${localeCode}` }),
    route('search/suggest', 'routes/catalog/search-suggest.ts', { id: `search-suggest-${localeCode}` }),
    route('navigation-tree', 'routes/catalog/navigation-tree.ts', { id: `navigation-tree-${localeCode}` }),
    route('auth', 'routes/auth/auth.tsx', { id: `auth-${localeCode}` }),
    route('auth/logout', 'routes/auth/logout.ts', { id: `logout-${localeCode}` }),
    route('auth/password-forgot', 'routes/auth/password-forgot.tsx', { id: `password-forgot-${localeCode}` }),
    route('auth/password-recovery', 'routes/auth/password-set.tsx', {
      id: `password-recovery-${localeCode}`,
    }),
    route('auth/password-set', 'routes/auth/password-set.tsx', { id: `password-set-${localeCode}` }),
    route('register/company', 'routes/auth/register-company.tsx', { id: `register-company-${localeCode}` }),
    route('register/customer', 'routes/auth/register-customer.tsx', {
      id: `register-customer-${localeCode}`,
    }),
    route('register/confirm', 'routes/auth/register-confirm.tsx', { id: `register-confirm-${localeCode}` }),
    route('register/cities', 'routes/auth/register-cities.ts', { id: `register-cities-${localeCode}` }),
    route('newsletter/confirm', 'routes/site/newsletter-link.tsx', {
      id: `newsletter-confirm-${localeCode}`,
    }),
    route('newsletter/unsubscribe', 'routes/site/newsletter-link.tsx', {
      id: `newsletter-unsubscribe-${localeCode}`,
    }),
    route('cart/add', 'routes/ordering/cart-add.ts', { id: `cart-add-${localeCode}` }),
    route('quick-order', 'routes/ordering/quick-order.tsx', { id: `quick-order-${localeCode}` }),
    route('contact', 'routes/site/contact.tsx', { id: `contact-${localeCode}` }),
    route('blog', 'routes/catalog/blog.tsx', { id: `blog-${localeCode}` }),
    route('blog/rss.xml', 'routes/catalog/blog-rss.ts', { id: `blog-rss-${localeCode}` }),
    route('blog/:slug', 'routes/catalog/blog-post.tsx', { id: `blog-post-${localeCode}` }),
    route('brands', 'routes/catalog/brands.tsx', { id: `brands-${localeCode}` }),
    route('brands/:slug', 'routes/catalog/brand.tsx', { id: `brand-${localeCode}` }),
    route('files', 'routes/catalog/files.tsx', { id: `files-${localeCode}` }),
    route('order-list/add', 'routes/ordering/order-list-add.ts', { id: `order-list-add-${localeCode}` }),
    route('offer-request', 'routes/ordering/offer-request.ts', { id: `offer-request-${localeCode}` }),
    route('listing-view', 'routes/catalog/listing-view.ts', { id: `listing-view-${localeCode}` }),
    route('compare', 'routes/catalog/compare.tsx', { id: `compare-${localeCode}` }),
    route('checkout', 'routes/ordering/checkout.tsx', { id: `checkout-${localeCode}` }),
    route('checkout/success', 'routes/ordering/checkout-success.tsx', {
      id: `checkout-success-${localeCode}`,
    }),
    route('checkout/cost-center', 'routes/ordering/checkout-cost-center.ts', {
      id: `checkout-cost-center-${localeCode}`,
    }),
    route('loginascustomer', 'routes/auth/login-as-customer.tsx', { id: `login-as-customer-${localeCode}` }),
    route('oci', 'routes/punchout/oci.tsx', { id: `punchout-oci-${localeCode}` }),
    route('oci/one-time-id', 'routes/punchout/oci-one-time-id.ts', {
      id: `punchout-oci-one-time-id-${localeCode}`,
    }),
    route('cxml/setup', 'routes/punchout/cxml-setup.ts', { id: `punchout-cxml-setup-${localeCode}` }),
    route('cxml/auth/:a/:b', 'routes/punchout/cxml-auth.tsx', { id: `punchout-cxml-auth-${localeCode}` }),
    route('cxml/inspect', 'routes/punchout/cxml-inspect.tsx', { id: `punchout-cxml-inspect-${localeCode}` }),
    route('punchout/transfer', 'routes/punchout/transfer.ts', { id: `punchout-transfer-${localeCode}` }),
    route('account', 'routes/account/home.ts', { id: `account-home-${localeCode}` }),
    // Shopware's address of the page where a password link of the mail sets a new password.
    route('account/recover/password', 'routes/auth/password-set.tsx', {
      id: `account-recover-password-${localeCode}`,
    }),
    layout('routes/account/layout.tsx', { id: `account-${localeCode}` }, [
      route('account/dashboard', 'routes/account/dashboard.tsx', { id: `account-dashboard-${localeCode}` }),
      route('account/profile', 'routes/account/profile.tsx', { id: `account-profile-${localeCode}` }),
      route('account/profile/personal-data', 'routes/account/personal-data-file.ts', {
        id: `account-personal-data-${localeCode}`,
      }),
      route('account/addressbook', 'routes/account/addressbook.tsx', {
        id: `account-addressbook-${localeCode}`,
      }),
      route('account/addressbook/create', 'routes/account/address.tsx', {
        id: `account-address-create-${localeCode}`,
      }),
      route('account/addressbook/details/:slug', 'routes/account/address.tsx', {
        id: `account-address-details-${localeCode}`,
      }),
      route('account/approvals', 'routes/account/approvals.tsx', { id: `account-approvals-${localeCode}` }),
      route('account/approvals/:slug', 'routes/account/approval.tsx', {
        id: `account-approval-${localeCode}`,
      }),
      route('account/customer', 'routes/account/users.tsx', { id: `account-users-${localeCode}` }),
      route('account/customer/create', 'routes/account/user-create.tsx', {
        id: `account-user-create-${localeCode}`,
      }),
      route('account/customer/details/:slug', 'routes/account/user.tsx', {
        id: `account-user-${localeCode}`,
      }),
      route('account/customer/import', 'routes/account/users-import.tsx', {
        id: `account-users-import-${localeCode}`,
      }),
      route('account/customer/import/template', 'routes/account/users-import-template.ts', {
        id: `account-users-import-template-${localeCode}`,
      }),
      route('account/flows', 'routes/account/flows.tsx', { id: `account-flows-${localeCode}` }),
      route('account/flows/create', 'routes/account/flow-create.tsx', {
        id: `account-flow-create-${localeCode}`,
      }),
      route('account/flows/details/:slug', 'routes/account/flow.tsx', { id: `account-flow-${localeCode}` }),
      route('account/orders', 'routes/account/orders.tsx', { id: `account-orders-${localeCode}` }),
      route('account/orders/confirmation/:orderNumber', 'routes/account/order-confirmation.ts', {
        id: `account-order-confirmation-${localeCode}`,
      }),
      route('account/orders/details/:orderNumber/:firm?/:warehouse?', 'routes/account/order.tsx', {
        id: `account-order-${localeCode}`,
      }),
      route('account/invoices', 'routes/account/invoices.tsx', { id: `account-invoices-${localeCode}` }),
      route('account/invoices/document/:kind/:number', 'routes/account/document.ts', {
        id: `account-invoice-document-${localeCode}`,
      }),
      route('account/offers', 'routes/account/offers.tsx', { id: `account-offers-${localeCode}` }),
      route('account/offers/details/:offerNumber', 'routes/account/offer.tsx', {
        id: `account-offer-${localeCode}`,
      }),
      route('account/offers/document/:kind/:number', 'routes/account/document.ts', {
        id: `account-offer-document-${localeCode}`,
      }),
      route('account/orderreferences', 'routes/account/order-references.tsx', {
        id: `account-order-references-${localeCode}`,
      }),
      route('account/orderreferences/create', 'routes/account/order-reference.tsx', {
        id: `account-order-reference-create-${localeCode}`,
      }),
      route('account/orderreferences/details/:slug', 'routes/account/order-reference.tsx', {
        id: `account-order-reference-${localeCode}`,
      }),
      route('account/costcenter', 'routes/account/cost-centers.tsx', {
        id: `account-cost-centers-${localeCode}`,
      }),
      route('account/costcenter/create', 'routes/account/cost-center.tsx', {
        id: `account-cost-center-create-${localeCode}`,
      }),
      route('account/costcenter/details/:slug', 'routes/account/cost-center.tsx', {
        id: `account-cost-center-${localeCode}`,
      }),
      route('account/orderlist', 'routes/account/order-lists.tsx', {
        id: `account-order-lists-${localeCode}`,
      }),
      route('account/orderlist/create', 'routes/account/order-list.tsx', {
        id: `account-order-list-create-${localeCode}`,
      }),
      route('account/orderlist/details/:slug?', 'routes/account/order-list.tsx', {
        id: `account-order-list-${localeCode}`,
      }),
      route('account/newsletters', 'routes/account/newsletters.tsx', {
        id: `account-newsletters-${localeCode}`,
      }),
      route('account/costposts', 'routes/account/cost-posts.tsx', {
        id: `account-cost-posts-${localeCode}`,
      }),
      route('account/costposts/details/:id', 'routes/account/cost-post.tsx', {
        id: `account-cost-post-${localeCode}`,
      }),
      route('account/costposts/import', 'routes/account/cost-posts-import.tsx', {
        id: `account-cost-posts-import-${localeCode}`,
      }),
      route('account/costposts/export', 'routes/account/cost-posts-file.ts', {
        id: `account-cost-posts-export-${localeCode}`,
      }),
      route('account/costposts/template', 'routes/account/cost-posts-file.ts', {
        id: `account-cost-posts-template-${localeCode}`,
      }),
      route('account/articlelinks', 'routes/account/article-links.tsx', {
        id: `account-article-links-${localeCode}`,
      }),
      route('account/articlelinks/create', 'routes/account/article-link.tsx', {
        id: `account-article-link-create-${localeCode}`,
      }),
      route(
        'account/articlelinks/details/:id?/:productNumber?/:customerSku?',
        'routes/account/article-link.tsx',
        {
          id: `account-article-link-${localeCode}`,
        },
      ),
      route('account/articlelinks/import', 'routes/account/article-links-import.tsx', {
        id: `account-article-links-import-${localeCode}`,
      }),
      route('account/articlelinks/export', 'routes/account/article-links-file.ts', {
        id: `account-article-links-export-${localeCode}`,
      }),
      route('account/articlelinks/template', 'routes/account/article-links-file.ts', {
        id: `account-article-links-template-${localeCode}`,
      }),
    ]),
    route('*', 'routes/catalog/page.tsx', { id: `page-${localeCode}` }),
  ];
}

/**
 * The routes without a locale name their ids `routes/<module>` explicitly: an id goes out in every
 * page's hydration data and in data requests, so it does not follow a module into its area's folder.
 */
export default [
  route('health', 'routes/site/health.ts', { id: 'routes/health' }),
  route('media/*', 'routes/catalog/media.ts', { id: 'routes/media' }),
  route('robots.txt', 'routes/site/robots.ts', { id: 'routes/robots' }),
  route('messages/:file', 'routes/site/messages.ts', { id: 'routes/messages' }),
  route('sitemap.xml', 'routes/site/sitemap-index.ts', { id: 'routes/sitemap-index' }),
  ...storefrontLocales.map((language) =>
    route(sitemapFilePath(language).slice(1), 'routes/site/sitemap-file.ts', {
      id: `sitemap-file-${language.code}`,
    }),
  ),
  // The back-office: the distributor's staff on the Admin API, apart from the shop's layout and session.
  layout('routes/admin/layout.tsx', { id: 'admin' }, [
    ...prefix('admin', [
      index('routes/admin/dashboard.tsx', { id: 'routes/admin/dashboard' }),
      route('sign-in', 'routes/admin/sign-in.tsx', { id: 'routes/admin/sign-in' }),
      route('sign-out', 'routes/admin/sign-out.ts', { id: 'routes/admin/sign-out' }),
      route('set-password', 'routes/admin/set-password.tsx', { id: 'routes/admin/set-password' }),
      route('two-factor', 'routes/admin/two-factor.tsx', { id: 'routes/admin/two-factor' }),
      route('companies', 'routes/admin/companies.tsx', { id: 'routes/admin/companies' }),
      route('companies/:id', 'routes/admin/company.tsx', { id: 'routes/admin/company' }),
      route('users/:id', 'routes/admin/user.tsx', { id: 'routes/admin/user' }),
      route('users/:id/personal-data', 'routes/admin/user-personal-data.ts', {
        id: 'routes/admin/user-personal-data',
      }),
      route('orders', 'routes/admin/orders.tsx', { id: 'routes/admin/orders' }),
      route('orders/:id', 'routes/admin/order.tsx', { id: 'routes/admin/order' }),
      route('contact-messages', 'routes/admin/contact-messages.tsx', { id: 'routes/admin/contact-messages' }),
      route('contact-messages/:id', 'routes/admin/contact-message.tsx', {
        id: 'routes/admin/contact-message',
      }),
      route('offer-requests', 'routes/admin/offer-requests.tsx', { id: 'routes/admin/offer-requests' }),
      route('offer-requests/:id', 'routes/admin/offer-request.tsx', { id: 'routes/admin/offer-request' }),
      route('mails', 'routes/admin/mails.tsx', { id: 'routes/admin/mails' }),
      route('mails/:id', 'routes/admin/mail.tsx', { id: 'routes/admin/mail' }),
      route('staff', 'routes/admin/staff.tsx', { id: 'routes/admin/staff' }),
      route('staff/:id', 'routes/admin/staff-member.tsx', { id: 'routes/admin/staff-member' }),
      route('roles', 'routes/admin/roles.tsx', { id: 'routes/admin/roles' }),
      route('roles/:id', 'routes/admin/role.tsx', { id: 'routes/admin/role' }),
      route('audit-log', 'routes/admin/audit-log.tsx', { id: 'routes/admin/audit-log' }),
      route('health', 'routes/admin/health.tsx', { id: 'routes/admin/health' }),
      route('search-synonyms', 'routes/admin/search-synonyms.tsx', { id: 'routes/admin/search-synonyms' }),
      route('punchout', 'routes/admin/punchout.tsx', { id: 'routes/admin/punchout' }),
      route('punchout/:id', 'routes/admin/punchout-connection.tsx', {
        id: 'routes/admin/punchout-connection',
      }),
      route('integrations', 'routes/admin/integrations.tsx', { id: 'routes/admin/integrations' }),
      route('content', 'routes/admin/content.tsx', { id: 'routes/admin/content' }),
      route('content/:kind/:id', 'routes/admin/content-page.tsx', { id: 'routes/admin/content-page' }),
      route('settings', 'routes/admin/settings.tsx', { id: 'routes/admin/settings' }),
      route('media', 'routes/admin/media.tsx', { id: 'routes/admin/media' }),
      route('media/:id', 'routes/admin/media-item.tsx', { id: 'routes/admin/media-item' }),
      route('brands', 'routes/admin/brands.tsx', { id: 'routes/admin/brands' }),
      route('brands/:id', 'routes/admin/brand.tsx', { id: 'routes/admin/brand' }),
      route('files', 'routes/admin/files.tsx', { id: 'routes/admin/files' }),
      route('files/:id', 'routes/admin/file.tsx', { id: 'routes/admin/file' }),
      route('navigation', 'routes/admin/navigation.tsx', { id: 'routes/admin/navigation' }),
      route('*', 'routes/admin/not-found.tsx', { id: 'routes/admin/not-found' }),
    ]),
  ]),
  layout('routes/site/shop.tsx', { id: 'shop' }, [
    // Development only: outside production, to requests straight from the machine itself, without SMTP.
    route('dev/outbox', 'routes/site/dev-outbox.tsx', { id: 'routes/dev-outbox' }),
    ...storefrontLocales.flatMap((language) =>
      language.pathPrefix ? prefix(language.pathPrefix, pages(language.code)) : pages(language.code),
    ),
  ]),
] satisfies RouteConfig;
