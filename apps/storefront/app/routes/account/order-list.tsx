import { orderListDuplicateInput, orderListInput } from '@tradeshop/api-client';
import { formatQuantityWithUnit, parseTypedQuantity, unitNameIn } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { SelectAllHeader } from '../../components/account/SelectAllHeader';
import { useSelection } from '../../components/account/useSelection';
import { OfferRequestForm } from '../../components/cart/OfferRequestForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { OwnArticleNumber } from '../../components/product/OwnArticleNumber';
import {
  dangerButtonClass,
  primaryButtonClass,
  removeLineButtonClass,
  secondaryButtonClass,
} from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { EmptyState } from '../../components/ui/EmptyState';
import { FormField } from '../../components/ui/FormField';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { cartErrorMessage } from '../../lib/cart-errors';
import { localizedPath, type MessageKey, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/order-list';

const notices: Record<string, MessageKey> = {
  created: 'orderList.created',
  saved: 'orderList.saved',
  duplicated: 'orderList.duplicated',
};

/** `/account/orderlist/create` (no slug) and `/account/orderlist/details/:slug` (the list's id). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  if (!params.slug)
    return {
      list: null,
      notice: null,
      meta: { title: `${t('orderList.createTitle')} | ${shop.name}`, noindex: true },
    };
  const { data: list } = await client.orderList(params.slug).catch(throwAsRouteError);
  const notice = notices[url.searchParams.get('notice') ?? ''] ?? null;
  return { list, notice, meta: { title: `${list.name} | ${shop.name}`, noindex: true } };
}

interface ActionState {
  formError: string | null;
  fieldError?: string;
  confirmDelete?: boolean;
  /** After "to the cart": how many lines went in, and those that did not with their reason. */
  toCart?: { added: number; refused: { name: string; reason: string }[] };
}

const answer = (state: ActionState, status = 200) => data<ActionState>(state, { status });

/** Saves the quantities typed into the lines (`quantity-<line id>` fields) that changed. */
async function saveTypedQuantities(
  form: FormData,
  save: (items: { id: string; quantity: number }[]) => Promise<unknown>,
) {
  const items = [...form.entries()].flatMap(([name, value]) => {
    if (!name.startsWith('quantity-')) return [];
    const quantity = parseTypedQuantity(String(value));
    const shown = parseTypedQuantity(String(form.get(`shown-${name}`) ?? ''));
    return quantity && Number.isFinite(quantity) && quantity !== shown
      ? [{ id: name.slice('quantity-'.length), quantity }]
      : [];
  });
  if (items.length > 0) await save(items);
}

/**
 * The list's forms post here with an `intent`: create, rename, share, quantities, remove, cart
 * (all or the chosen lines), duplicate, and delete after a confirmation.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const detailsOf = (id: string, notice: string) =>
    redirect(`${localizedPath(language, `/account/orderlist/details/${id}`)}?notice=${notice}`);
  if (!params.slug) {
    const checked = orderListInput.safeParse({
      name: form.get('name'),
      ownerType: form.get('shared') === 'on' ? 'company' : 'user',
    });
    if (!checked.success)
      return answer({ formError: t('form.errorSummary'), fieldError: t('form.required') }, 400);
    try {
      const { data: list } = await client.createOrderList(checked.data);
      return detailsOf(list.id, 'created');
    } catch (error) {
      return answer({ formError: accountErrorMessage(error, t) }, 400);
    }
  }
  const id = params.slug;
  try {
    if (intent.startsWith('remove:')) {
      await client.removeFromOrderList(id, [intent.slice('remove:'.length)]);
      return detailsOf(id, 'saved');
    }
    switch (intent) {
      case 'rename': {
        const name = orderListInput.shape.name.safeParse(form.get('name'));
        if (!name.success)
          return answer({ formError: t('form.errorSummary'), fieldError: t('form.required') }, 400);
        await client.updateOrderList(id, { name: name.data });
        return detailsOf(id, 'saved');
      }
      case 'share':
      case 'unshare':
        await client.updateOrderList(id, { ownerType: intent === 'share' ? 'company' : 'user' });
        return detailsOf(id, 'saved');
      case 'quantities':
        await saveTypedQuantities(form, (items) => client.updateOrderList(id, { items }));
        return detailsOf(id, 'saved');
      case 'duplicate': {
        const { data: copy } = await client.duplicateOrderList(
          id,
          orderListDuplicateInput.shape.name.safeParse(form.get('name') || undefined).data,
        );
        return detailsOf(copy.id, 'duplicated');
      }
      case 'confirm-delete':
        return answer({ formError: null, confirmDelete: true });
      case 'delete':
        await client.deleteOrderList(id);
        return redirect(`${localizedPath(language, '/account/orderlist')}?notice=deleted`);
      case 'cart':
      case 'cart-chosen': {
        const chosen = form.getAll('lineId').map(String);
        if (intent === 'cart-chosen' && chosen.length === 0)
          return answer({ formError: t('orderList.chooseLines') }, 400);
        // The quantities as typed go to the cart and stay on the list.
        await saveTypedQuantities(form, (items) => client.updateOrderList(id, { items }));
        const { data: result } = await client.orderListToCart(
          id,
          intent === 'cart-chosen' ? chosen : undefined,
        );
        return answer({
          formError: null,
          toCart: {
            added: result.added,
            refused: result.refused.map((line) => ({
              name: `${line.name} (${line.productNumber})`,
              reason: cartErrorMessage(
                line.code,
                t,
                null,
                line.parameters as Record<string, string | number>,
              ),
            })),
          },
        });
      }
    }
  } catch (error) {
    return answer({ formError: accountErrorMessage(error, t) }, 400);
  }
  return answer({ formError: t('error.tryAgain') }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function CreateForm({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5"
    >
      <FormField name="name" label={t('orderList.name')} error={error} maxLength={100} required />
      <CheckboxField name="shared">{t('orderList.shareWithCompany')}</CheckboxField>
      <button type="submit" disabled={busy} className={`self-start ${primaryButtonClass}`}>
        {t('orderList.createSubmit')}
      </button>
    </Form>
  );
}

type List = NonNullable<Route.ComponentProps['loaderData']['list']>;

function ToCartResult({ result }: { result: NonNullable<ActionState['toCart']> }) {
  const { t, language } = useTranslation();
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4" role="status">
      <p className="text-gray-900">
        {t('orderList.inCart', { count: result.added })}{' '}
        <Link to={localizedPath(language, '/checkout')} className={textLinkClass}>
          {t('quickOrder.toCart')}
        </Link>
      </p>
      {result.refused.length > 0 && (
        <>
          <p className="font-semibold text-red-800">{t('orderList.notInCart')}</p>
          <ul className="list-inside list-disc text-red-800 text-sm" data-testid="order-list-refused">
            {result.refused.map((line) => (
              <li key={line.name}>
                {line.name}: {line.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ListLines({ list }: { list: List }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { isChecked, allChecked, toggle, toggleAll } = useSelection(list.lines.map((line) => line.id));
  if (list.lines.length === 0) {
    return <EmptyState>{t('orderList.empty')}</EmptyState>;
  }
  return (
    <TableFrame>
      <table className="w-full min-w-[960px] text-sm" data-testid="order-list-lines">
        <caption className="sr-only">{t('orderList.linesCaption', { name: list.name })}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <SelectAllHeader label={t('orderList.chooseAll')} checked={allChecked} onToggle={toggleAll} />
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('product.articleNumber')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('articleLinks.description')}
            </th>
            <th scope="col" className="w-28 px-3 py-2 font-semibold">
              {t('quickOrder.quantity')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('orderList.unitPrice')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('orderList.deliveryTime')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('orderList.ecotax')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('listing.columnStock')}
            </th>
            <th scope="col" className="w-12 px-3 py-2">
              <span className="sr-only">{t('quickOrder.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {list.lines.map((line) => (
            <tr key={line.id} className="align-top" data-testid="order-list-line">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  name="lineId"
                  value={line.id}
                  checked={isChecked(line.id)}
                  onChange={(event) => toggle(line.id, event.target.checked)}
                  aria-label={t('orderList.chooseLine', { name: line.name })}
                  className="size-4 accent-brand-700"
                />
              </td>
              <td className="px-3 py-2 tabular-nums">
                {line.productNumber}
                <OwnArticleNumber customerSku={line.customerSku} className="text-xs" />
              </td>
              <td className="px-3 py-2">
                {line.seoPath ? (
                  <Link
                    to={localizedPath(language, `/${line.seoPath}`)}
                    className="text-gray-900 hover:text-brand-700 hover:underline"
                  >
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
                {!line.isBuyable && (
                  <span className="block text-red-800 text-xs">{t('orderList.notBuyable')}</span>
                )}
              </td>
              <td className="px-3 py-2">
                {list.mayChange ? (
                  <>
                    <input type="hidden" name={`shown-quantity-${line.id}`} value={String(line.quantity)} />
                    <input
                      name={`quantity-${line.id}`}
                      defaultValue={String(line.quantity).replace('.', language.code === 'en-GB' ? '.' : ',')}
                      inputMode="decimal"
                      aria-label={t('orderList.quantityOf', { name: line.name })}
                      className="w-20 rounded-md border border-gray-300 px-2 py-1.5 text-gray-900 focus:outline-2 focus:outline-brand-600"
                    />
                  </>
                ) : (
                  <span className="tabular-nums">{figures.number(line.quantity)}</span>
                )}{' '}
                <span className="text-gray-600 text-xs">
                  {unitNameIn(language.code, line.uom, line.quantity)}
                </span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {line.unitPrice === null ? '' : figures.price(line.unitPrice)}
              </td>
              <td className="px-3 py-2 text-gray-800">{line.deliveryTime?.translated.name ?? ''}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {line.ecotax === null ? '–' : figures.netPrice(line.ecotax)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatQuantityWithUnit(line.stock, line.uom, language.code)}
              </td>
              <td className="px-3 py-2">
                {list.mayChange && (
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${line.id}`}
                    aria-label={t('orderList.removeLine', { name: line.name })}
                    className={removeLineButtonClass}
                  >
                    ✕
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ListDetails({ list, actionData }: { list: List; actionData: ActionState | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      {actionData?.confirmDelete && (
        <ConfirmationPanel
          title={t('orderList.confirmDeleteTitle', { name: list.name })}
          text={t('orderList.confirmDeleteText')}
          fields={[]}
          submitLabel={t('orderList.delete')}
          cancelLabel={t('articleLinks.cancel')}
          cancelHref="."
        />
      )}
      {actionData?.toCart && <ToCartResult result={actionData.toCart} />}
      {list.mayChange && (
        <Form method="post" className="mb-6 flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <FormField
              name="name"
              label={t('orderList.name')}
              defaultValue={list.name}
              error={actionData?.fieldError}
              maxLength={100}
              required
            />
          </div>
          <button type="submit" name="intent" value="rename" disabled={busy} className={secondaryButtonClass}>
            {t('orderList.rename')}
          </button>
          <button
            type="submit"
            name="intent"
            value={list.ownerType === 'company' ? 'unshare' : 'share'}
            disabled={busy}
            className={secondaryButtonClass}
          >
            {t(list.ownerType === 'company' ? 'orderList.makePrivate' : 'orderList.share')}
          </button>
        </Form>
      )}
      <Form method="post" className="flex flex-col gap-4">
        {/* Enter in a quantity field saves the quantities: the form's first button is its default. */}
        {list.mayChange && (
          <button
            type="submit"
            name="intent"
            value="quantities"
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
          >
            {t('orderList.saveQuantities')}
          </button>
        )}
        <ListLines list={list} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="cart"
            disabled={busy || list.lines.length === 0}
            className={primaryButtonClass}
          >
            {t('orderList.allToCart')}
          </button>
          <button
            type="submit"
            name="intent"
            value="cart-chosen"
            disabled={busy || list.lines.length === 0}
            className={secondaryButtonClass}
          >
            {t('orderList.chosenToCart')}
          </button>
          {list.mayChange && list.lines.length > 0 && (
            <button
              type="submit"
              name="intent"
              value="quantities"
              disabled={busy}
              className={secondaryButtonClass}
            >
              {t('orderList.saveQuantities')}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="duplicate"
            disabled={busy}
            className={secondaryButtonClass}
          >
            {t('orderList.duplicate')}
          </button>
          {list.mayChange && (
            <button type="submit" name="intent" value="confirm-delete" className={dangerButtonClass}>
              {t('orderList.delete')}
            </button>
          )}
        </div>
      </Form>
      {list.lines.length > 0 && (
        <div className="mt-6">
          <OfferRequestForm source="order-list" orderListId={list.id} />
        </div>
      )}
    </>
  );
}

export default function OrderListPage({ loaderData, actionData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { list, notice } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/orderlist')} className={textLinkClass}>
          {t('orderList.backToList')}
        </Link>
      </p>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">
        {list ? list.name : t('orderList.createTitle')}
      </h1>
      {list && (
        <p className="mb-6 text-gray-700 text-sm">
          {t(list.ownerType === 'company' ? 'orderList.shared' : 'orderList.private')} · {list.creator.name} ·{' '}
          {t('orderList.itemCountOf', { count: list.itemCount })}
          {list.amount === null ? '' : ` · ${figures.netPrice(list.amount)}`}
        </p>
      )}
      <PageNotices error={actionData?.formError} success={notice && !actionData ? t(notice) : null} />
      {list ? (
        <ListDetails list={list} actionData={actionData} />
      ) : (
        <CreateForm error={actionData?.fieldError} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
