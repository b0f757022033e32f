import type { OrderReference } from '@tradeshop/api-client';
import { hasRight } from '@tradeshop/domain';
import { Form, Link } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { BudgetHolderCard } from '../../components/account/BudgetHolderCard';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { FormField } from '../../components/ui/FormField';
import { Pager } from '../../components/ui/Pager';
import { requireCustomer } from '../../lib/account.server';
import { budgetHolderListAction } from '../../lib/budget-holder-list.server';
import { approvalFacts } from '../../lib/flow-form';
import { localizedPath, type MessageKey, translator, useFigures, useTranslation } from '../../lib/i18n';
import { referenceBudgetText, referenceInputOfReference } from '../../lib/order-reference-form';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/order-references';

const notices: Record<string, MessageKey> = {
  deleted: 'orderReferences.deleted',
  activated: 'orderReferences.activated',
  deactivated: 'orderReferences.deactivated',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const search = url.searchParams;
  const term = searchText(search.get('term'), 50);
  const page = Math.min(Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1), 100_000);
  const { data: references, pager } = await client.orderReferences({ page, term }).catch(throwAsRouteError);
  const deleteId = search.get('delete');
  return {
    references,
    manageable: hasRight(customer.rights, 'ROLE_MANAGE_ORDER_REFERENCES'),
    pager,
    term,
    confirmDelete: references.find((reference) => reference.id === deleteId) ?? null,
    notice: notices[search.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('orderReferences.title')} | ${shop.name}`, noindex: true },
  };
}

/** Switching a reference on or off (keeping the rest of it) and deleting one. */
export function action(args: Route.ActionArgs) {
  return budgetHolderListAction(args, {
    idField: 'referenceId',
    listPath: '/account/orderreferences',
    async toggle(client, id) {
      const { data: reference } = await client.orderReference(id);
      await client.updateOrderReference(
        id,
        referenceInputOfReference(reference, { active: !reference.active }),
      );
      return reference.active;
    },
    remove: (client, id) => client.deleteOrderReference(id),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

const names = (people: OrderReference['users']) =>
  people.map((person) => `${person.firstName} ${person.lastName}`).join(', ');

function ReferenceCard({ reference, manageable }: { reference: OrderReference; manageable: boolean }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <BudgetHolderCard
      id={reference.id}
      name={reference.name}
      active={reference.active}
      detailsPath={`/account/orderreferences/details/${reference.id}`}
      idField="referenceId"
      manageable={manageable}
      facts={[
        [t('orderReferences.budget'), referenceBudgetText(reference, t, language.code)],
        [
          t('flows.remainingBudget'),
          reference.remainingBudget === null ? '–' : figures.netPrice(reference.remainingBudget),
        ],
        ...approvalFacts(reference, t, language.code),
        [t('flows.users'), names(reference.users) || t('orderReferences.allUsers')],
        [t('orderReferences.createdBy'), reference.createdBy ? names([reference.createdBy]) : '–'],
      ]}
    />
  );
}

export default function AccountOrderReferences({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { references, manageable, pager, term, confirmDelete, notice } = loaderData;
  const list = localizedPath(language, '/account/orderreferences');
  const create = localizedPath(language, '/account/orderreferences/create');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('orderReferences.title')}</h1>
          <p className="text-gray-700">{t('orderReferences.intro')}</p>
        </div>
        {manageable && (
          <Link to={create} className={primaryButtonClass}>
            {t('orderReferences.create')}
          </Link>
        )}
      </div>
      <PageNotices error={actionData?.formError} success={notice && !actionData ? t(notice) : null} />
      {confirmDelete && (
        <ConfirmationPanel
          title={t('orderReferences.confirmDeleteTitle', { name: confirmDelete.name })}
          text={t('orderReferences.confirmDeleteText')}
          fields={[['referenceId', confirmDelete.id]]}
          submitLabel={t('orderReferences.confirmDelete')}
          cancelLabel={t('flows.cancel')}
          cancelHref={list}
        />
      )}
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-64 flex-1">
          <FormField name="term" type="search" label={t('orderReferences.search')} defaultValue={term} />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t('flows.searchSubmit')}
        </button>
      </Form>
      {references.length === 0 ? (
        <EmptyState
          action={
            !term &&
            manageable && (
              <Link to={create} className={textLinkClass}>
                {t('orderReferences.createFirst')}
              </Link>
            )
          }
        >
          {term ? t('orderReferences.noneFound') : t('orderReferences.none')}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {references.map((reference) => (
              <ReferenceCard key={reference.id} reference={reference} manageable={manageable} />
            ))}
          </ul>
          <Pager page={pager.currentPage} totalPages={pager.totalPages} param="page" />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
