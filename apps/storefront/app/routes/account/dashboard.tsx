import type { HistorySummary, StoreApiClient } from '@tradeshop/api-client';
import type { Customer } from '@tradeshop/api-client/contracts';
import {
  type ApprovalStatus,
  errorCodes,
  formatQuantityWithUnit,
  hasRight,
  type OrderStatus,
} from '@tradeshop/domain';
import { type ReactNode, useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { AddressLines } from '../../components/account/AddressLines';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ApprovalStatusBadge } from '../../components/approvals/ApprovalStatusBadge';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { orderStatusLabel } from '../../components/order/ErpOrdersTable';
import { formatOrderDate } from '../../components/order/OrderDetails';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { mayOpenPath } from '../../lib/account-links';
import { localizedPath, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/dashboard';

/** An order as the dashboard lists it, from either history. */
interface RecentOrder {
  number: string;
  orderedAt: string;
  status: OrderStatus;
  approvalStatus: ApprovalStatus | null;
  total: number;
}

/** How many recent orders the dashboard lists. */
const recentOrderCount = 5;

/** The latest orders, from the history the order page shows (the shop's or the ERP's). */
async function recentOrders(client: StoreApiClient, featureFlags: readonly string[]): Promise<RecentOrder[]> {
  if (featureFlags.includes('USE_NATIVE_ORDER_HISTORY')) {
    const { data } = await client.orderHistory({ limit: recentOrderCount });
    return data.map((order) => ({
      number: order.orderNumber,
      orderedAt: order.orderDateTime,
      status: order.status,
      approvalStatus: order.approvalStatus,
      total: order.amountTotal,
    }));
  }
  const { data } = await client.erpOrderHistory({ limit: recentOrderCount });
  return data.map((order) => ({
    number: order.number,
    orderedAt: order.orderedAt,
    status: order.status,
    approvalStatus: order.approvalStatus,
    total: order.total,
  }));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const mayApprove = hasRight(customer.rights, 'ROLE_APPROVE_ORDER_FLOWS');
  const opens = (path: string) => mayOpenPath(path, customer.rights, shop.featureFlags);
  const [{ elements: addresses }, pending, { data: summary }, { data: flow }, orders] = await Promise.all([
    client.addresses(),
    mayApprove ? client.pendingApprovals().then((answer) => answer.data) : null,
    client.historySummary(),
    client.orderFlowStatus(),
    opens('/account/orders') ? recentOrders(client, shop.featureFlags) : null,
  ]).catch(throwAsRouteError);
  return {
    /** Orders waiting for this approver's decision. */
    pending,
    orders: orders && {
      recent: orders,
      backorders: summary.backorders ?? 0,
      backorderLines: summary.backorderLines ?? [],
    },
    invoices: opens('/account/invoices') ? summary.invoices : null,
    openOffers: opens('/account/offers') ? summary.openOffers : null,
    budget:
      flow.flow && flow.budgetAmount !== null && flow.remainingBudget !== null
        ? { flow: flow.flow.name, amount: flow.budgetAmount, remaining: flow.remainingBudget }
        : null,
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
      vatCheck: customer.dexisCompany.vatCheck,
      /** A lead buyer may have VIES asked again. */
      mayCheckVatAgain: customer.leadBuyer && customer.dexisCompany.vatCheck !== null,
      billingAddress: addresses.find((address) => address.isBilling) ?? null,
    },
    shippingAddress: addresses.find((address) => address.isDefaultShipping) ?? null,
    canManageAddresses: hasRight(customer.rights, 'ROLE_MANAGE_ADDRESSES'),
    meta: { title: `${translator(language.code)('dashboard.title')} | ${shop.name}`, noindex: true },
  };
}

/** A lead buyer has VIES asked again about the company's number abroad; the page then shows its answer. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const form = await request.formData();
  if (form.get('intent') !== 'vat-check') throw data({ code: errorCodes.unknown }, { status: 400 });
  try {
    await client.checkVatNumberAgain();
    return { vatCheckError: null };
  } catch (error) {
    return data({ vatCheckError: accountErrorMessage(error, translator(language.code)) }, { status: 400 });
  }
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

/** A link at the foot of a dashboard card, to the page that holds the whole list. */
function CardLink({ to, children }: { to: string; children: ReactNode }) {
  const { language } = useTranslation();
  return (
    <Link to={localizedPath(language, to)} className={`mt-4 inline-block text-sm ${textLinkClass}`}>
      {children}
    </Link>
  );
}

type BackorderLine = NonNullable<HistorySummary['backorderLines']>[number];

/** The company's VAT number and, for a number abroad, what VIES said of it (it decides the VAT charged). */
function VatNumberWithCheck({
  vatNumber,
  check,
  mayCheckAgain,
  error,
}: {
  vatNumber: string;
  check: Customer['dexisCompany']['vatCheck'];
  mayCheckAgain: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  const checking = useNavigation().formData?.get('intent') === 'vat-check';
  if (!check) return <>{vatNumber}</>;
  const words =
    check.standing === 'confirmed'
      ? t('dashboard.vatConfirmed', {
          date: check.checkedAt ? figures.longDay(check.checkedAt.slice(0, 10)) : '',
          id: check.requestIdentifier ?? '–',
        })
      : check.standing === 'invalid'
        ? t('dashboard.vatInvalid')
        : t('dashboard.vatUnconfirmed');
  return (
    <span data-testid="vat-check">
      {vatNumber}
      <span
        className={`block text-xs ${check.standing === 'confirmed' ? 'text-gray-600' : 'text-amber-800'}`}
      >
        {words}
      </span>
      {mayCheckAgain ? (
        <Form method="post" className="mt-1">
          <button
            type="submit"
            name="intent"
            value="vat-check"
            disabled={checking}
            aria-busy={checking || undefined}
            className={`text-xs ${textLinkClass}`}
          >
            {t('dashboard.vatCheckAgain')}
          </button>
        </Form>
      ) : null}
      {error ? (
        <span role="alert" className="block text-red-800 text-xs">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** The latest orders with their state, how many wait on backorder and their first open lines. */
function RecentOrdersCard({
  recent,
  backorders,
  backorderLines,
}: {
  recent: RecentOrder[];
  backorders: number;
  backorderLines: BackorderLine[];
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <FactsCard title={t('dashboard.recentOrders')}>
      {recent.length === 0 ? (
        <p className="text-gray-600 text-sm">{t('dashboard.noOrders')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm" data-testid="dashboard-orders">
          {recent.map((order) => (
            <li
              key={order.number}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
            >
              <Link
                to={localizedPath(language, `/account/orders/details/${encodeURIComponent(order.number)}`)}
                className={textLinkClass}
              >
                {order.number}
              </Link>
              <span className="text-gray-700">
                {formatOrderDate(order.orderedAt, language.code, 'short')}
              </span>
              <span className="text-gray-900">
                {t(orderStatusLabel(order.status))} <ApprovalStatusBadge status={order.approvalStatus} />
              </span>
              <span className="text-gray-900 tabular-nums">{figures.netPrice(order.total)}</span>
            </li>
          ))}
        </ul>
      )}
      {backorders > 0 && (
        <p className="mt-3 text-gray-900 text-sm">
          <Link
            to={`${localizedPath(language, '/account/orders')}?status=backorder`}
            className={textLinkClass}
            data-testid="dashboard-backorders"
          >
            {t('dashboard.backorders', { count: backorders })}
          </Link>
        </p>
      )}
      {backorderLines.length > 0 && (
        <ul className="mt-2 space-y-1 text-gray-700 text-sm" data-testid="dashboard-backorder-lines">
          {backorderLines.map((line) => (
            <li key={`${line.orderNumber}-${line.position}`}>
              {formatQuantityWithUnit(line.quantity, line.unit, language.code)} {line.article ?? ''}{' '}
              {line.name}
              {' · '}
              {line.deliveryDate
                ? t('dashboard.backorderExpected', { date: figures.longDay(line.deliveryDate) })
                : t('dashboard.backorderUndated')}
              {' · '}
              <Link
                to={localizedPath(
                  language,
                  `/account/orders/details/${encodeURIComponent(line.orderNumber)}`,
                )}
                className={textLinkClass}
              >
                {line.orderNumber}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CardLink to="/account/orders">{t('dashboard.toOrders')}</CardLink>
    </FactsCard>
  );
}

export default function AccountDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const {
    contact,
    company,
    shippingAddress,
    canManageAddresses,
    pending,
    orders,
    invoices,
    openOffers,
    budget,
  } = loaderData;
  const notGiven = <span className="text-gray-500">{t('dashboard.notGiven')}</span>;
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('dashboard.title')}</h1>
      <p className="mb-6 text-gray-700">{t('dashboard.welcome', { name: contact.firstName })}</p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {orders && (
          <RecentOrdersCard
            recent={orders.recent}
            backorders={orders.backorders}
            backorderLines={orders.backorderLines}
          />
        )}
        {invoices && (
          <FactsCard title={t('invoices.title')}>
            <p className="text-gray-900 text-sm" data-testid="dashboard-invoices">
              {invoices.openCount === 0
                ? t('dashboard.noOpenInvoices')
                : t('dashboard.openInvoices', {
                    count: invoices.openCount,
                    amount: figures.netPrice(invoices.openAmount),
                  })}
            </p>
            {invoices.overdueCount > 0 && (
              <p className="mt-2 font-medium text-red-800 text-sm">
                {t('dashboard.overdueInvoices', {
                  count: invoices.overdueCount,
                  amount: figures.netPrice(invoices.overdueAmount),
                })}
              </p>
            )}
            <CardLink to="/account/invoices">{t('dashboard.toInvoices')}</CardLink>
          </FactsCard>
        )}
        {openOffers !== null && (
          <FactsCard title={t('offers.title')}>
            <p className="text-gray-900 text-sm" data-testid="dashboard-offers">
              {t('dashboard.openOffers', { count: openOffers })}
            </p>
            <CardLink to="/account/offers">{t('dashboard.toOffers')}</CardLink>
          </FactsCard>
        )}
        {budget && (
          <FactsCard title={t('dashboard.budget')}>
            <p className="text-gray-900 text-sm" data-testid="dashboard-budget">
              {t('dashboard.budgetLeft', {
                flow: budget.flow,
                remaining: figures.netPrice(budget.remaining),
                amount: figures.netPrice(budget.amount),
              })}
            </p>
          </FactsCard>
        )}
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
            [
              t('dashboard.vatNumber'),
              company.vatNumber ? (
                <VatNumberWithCheck
                  key="vat"
                  vatNumber={company.vatNumber}
                  check={company.vatCheck}
                  mayCheckAgain={company.mayCheckVatAgain}
                  error={actionData?.vatCheckError ?? null}
                />
              ) : (
                notGiven
              ),
            ],
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
