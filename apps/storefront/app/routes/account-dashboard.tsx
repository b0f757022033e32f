import { hasRight } from '@tradeshop/domain';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { AddressLines } from '../components/account/AddressLines';
import { textLinkClass } from '../components/account/AuthPanel';
import { ErrorPage } from '../components/layout/ErrorPage';
import { requireCustomer } from '../lib/account.server';
import { localizedPath, translator, useFigures, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/account-dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const { client, language, shop } = context.get(storeApiContext);
  const mayApprove = hasRight(customer.rights, 'ROLE_APPROVE_ORDER_FLOWS');
  const [{ elements: addresses }, pending] = await Promise.all([
    client.addresses(),
    mayApprove ? client.pendingApprovals().then((answer) => answer.data) : null,
  ]).catch(throwAsRouteError);
  return {
    /** Orders waiting for this approver's decision. */
    pending,
    contact: {
      firstName: customer.firstName,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
    },
    company: {
      number: customer.dexisCompany.number,
      name: customer.dexisCompany.name,
      vatNumber: customer.dexisCompany.vatNumber,
      billingAddress: addresses.find((address) => address.isBilling) ?? null,
    },
    shippingAddress: addresses.find((address) => address.isDefaultShipping) ?? null,
    canManageAddresses: hasRight(customer.rights, 'ROLE_MANAGE_ADDRESSES'),
    meta: { title: `${translator(language.code)('dashboard.title')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** A titled card of label–value pairs, or of what it holds. */
function FactsCard({
  title,
  facts = [],
  children,
}: {
  title: string;
  facts?: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={id} className="mb-4 font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      {children}
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { contact, company, shippingAddress, canManageAddresses, pending } = loaderData;
  const notGiven = <span className="text-gray-500">{t('dashboard.notGiven')}</span>;
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('dashboard.title')}</h1>
      <p className="mb-6 text-gray-700">{t('dashboard.welcome', { name: contact.firstName })}</p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {pending && (
          <FactsCard title={t('account.approvals')}>
            <p className="text-gray-900 text-sm" data-testid="pending-approvals">
              {pending.count === 0
                ? t('dashboard.noPendingApprovals')
                : t('dashboard.pendingApprovals', { count: pending.count })}
            </p>
            {pending.orders.length > 0 && (
              <ul className="mt-3 divide-y divide-gray-100 text-sm">
                {pending.orders.map((order) => (
                  <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <Link
                      to={localizedPath(language, `/account/approvals/${order.id}`)}
                      className={textLinkClass}
                    >
                      {order.orderNumber}
                    </Link>
                    <span className="text-gray-700">
                      {order.buyer.firstName} {order.buyer.lastName}
                    </span>
                    <span className="text-gray-900 tabular-nums">{figures.netPrice(order.amountTotal)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={`${localizedPath(language, '/account/approvals')}?status=pending`}
              className={`mt-4 inline-block text-sm ${textLinkClass}`}
            >
              {t('dashboard.toApprovals')}
            </Link>
          </FactsCard>
        )}
        <FactsCard
          title={t('dashboard.contact')}
          facts={[
            [t('dashboard.name'), contact.name],
            [t('dashboard.email'), contact.email],
            [t('dashboard.phone'), contact.phone ?? notGiven],
          ]}
        />
        <FactsCard
          title={t('dashboard.company')}
          facts={[
            [t('dashboard.companyNumber'), company.number],
            [t('dashboard.companyName'), company.name],
            [t('dashboard.vatNumber'), company.vatNumber ?? notGiven],
            [
              t('account.billingAddress'),
              company.billingAddress ? (
                <AddressLines
                  key="billing"
                  address={company.billingAddress}
                  withName={company.billingAddress.name !== company.name}
                />
              ) : (
                notGiven
              ),
            ],
          ]}
        />
        <FactsCard title={t('account.shippingAddress')}>
          {shippingAddress ? (
            <AddressLines address={shippingAddress} />
          ) : (
            <p className="text-gray-600 text-sm">{t('account.noShippingAddress')}</p>
          )}
          {canManageAddresses && (
            <Link
              to={localizedPath(language, '/account/addressbook')}
              className={`mt-4 inline-block text-sm ${textLinkClass}`}
            >
              {t('account.manageAddresses')}
            </Link>
          )}
        </FactsCard>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
