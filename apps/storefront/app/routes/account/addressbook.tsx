import type { Address } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AddressLines } from '../../components/account/AddressLines';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, smallSecondaryButtonClass } from '../../components/ui/buttons';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/addressbook';

const notices: Record<string, MessageKey> = {
  saved: 'addressBook.saved',
  deleted: 'addressBook.deleted',
  'default-set': 'addressBook.defaultSet',
};

/** The list; with `?delete=<id>` it asks first whether that address should really go. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { elements: addresses } = await client.addresses().catch(throwAsRouteError);
  const search = url.searchParams;
  const toDelete = addresses.find((address) => address.id === search.get('delete') && !address.isBilling);
  return {
    addresses,
    toDelete: toDelete ?? null,
    notice: notices[search.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('addressBook.title')} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = form.get('intent');
  const addressId = String(form.get('addressId') ?? '');
  const back = localizedPath(language, '/account/addressbook');
  try {
    if (intent === 'delete') {
      await client.deleteAddress(customer.companyId, addressId);
      return redirect(`${back}?notice=deleted`);
    }
    if (intent === 'default') {
      await client.setDefaultShippingAddress(addressId);
      return redirect(`${back}?notice=default-set`);
    }
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t) }, { status: 400 });
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** "Delete this address?" with the address, before it is deleted. */
function DeleteAddressConfirmation({ address }: { address: Address }) {
  const { t, language } = useTranslation();
  return (
    <ConfirmationPanel
      title={t('addressBook.confirmDeleteTitle')}
      text={t('addressBook.confirmDeleteText')}
      fields={[['addressId', address.id]]}
      submitLabel={t('addressBook.confirmDelete')}
      cancelLabel={t('addressBook.cancel')}
      cancelHref={localizedPath(language, '/account/addressbook')}
    >
      <div className="rounded-md bg-white p-4">
        <AddressLines address={address} />
      </div>
    </ConfirmationPanel>
  );
}

function AddressCard({ address }: { address: Address }) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const base = localizedPath(language, '/account/addressbook');
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5">
      {(address.isBilling || address.isDefaultShipping) && (
        <div className="flex flex-wrap gap-2">
          {address.isBilling && (
            <span className="rounded-full bg-gray-100 px-2.5 py-0.5 font-medium text-gray-800 text-xs">
              {t('addressBook.billing')}
            </span>
          )}
          {address.isDefaultShipping && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-xs">
              {t('addressBook.defaultShipping')}
            </span>
          )}
        </div>
      )}
      <AddressLines address={address} />
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 border-gray-100 border-t pt-4 text-sm">
        <Link
          to={`${base}/details/${encodeURIComponent(address.id)}`}
          aria-label={t('addressBook.editLabel', { name: address.name })}
          className={textLinkClass}
        >
          {t('addressBook.edit')}
        </Link>
        {!address.isBilling && (
          <Link
            to={`${base}?${new URLSearchParams({ delete: address.id })}`}
            aria-label={t('addressBook.deleteLabel', { name: address.name })}
            className="font-medium text-red-700 underline-offset-2 hover:underline"
          >
            {t('addressBook.delete')}
          </Link>
        )}
        {!address.isDefaultShipping && (
          <Form method="post" className="basis-full">
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="addressId" value={address.id} />
            <button type="submit" disabled={submitting} className={smallSecondaryButtonClass}>
              {t('addressBook.makeDefault')}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

export default function AddressBook({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { addresses, toDelete, notice } = loaderData;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('addressBook.title')}</h1>
          <p className="text-gray-700">{t('addressBook.intro')}</p>
        </div>
        <Link to={localizedPath(language, '/account/addressbook/create')} className={primaryButtonClass}>
          {t('addressBook.add')}
        </Link>
      </div>
      <PageNotices
        error={actionData?.formError}
        success={notice && !actionData && !toDelete ? t(notice) : null}
      />
      {toDelete && <DeleteAddressConfirmation address={toDelete} />}
      {addresses.length === 0 ? (
        <p className="text-gray-700">{t('addressBook.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
