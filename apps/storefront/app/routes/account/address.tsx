import { addressInput, extendedAddressFields, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { countryOptions } from '../../lib/countries';
import { contractIssueMessage, fieldErrorsOf } from '../../lib/form-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/address';

const postalFields = ['name', 'email', 'street', 'houseNumber', 'box', 'zipcode', 'city', 'country'] as const;
const addressFields = [...postalFields, ...extendedAddressFields] as const;
type AddressValues = Record<(typeof addressFields)[number], string>;

const emptyAddress: AddressValues = {
  name: '',
  email: '',
  street: '',
  houseNumber: '',
  box: '',
  zipcode: '',
  city: '',
  country: 'BE',
  department: '',
  contactPerson: '',
  phone: '',
  deliveryInstructions: '',
};

/** The fields the form offers: the extended ones only with the shop's EXTEND_ADDRESS_BOOK. */
const fieldsOf = (extended: boolean): readonly (typeof addressFields)[number][] =>
  extended ? addressFields : postalFields;

const notFound = () => data({ code: errorCodes.addressNotFound }, { status: 404 });

/** Creates an address (`/create`) or changes the one whose id is the slug (`/details/:slug`). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  let address: AddressValues = emptyAddress;
  if (params.slug !== undefined) {
    const { elements: addresses } = await client.addresses().catch(throwAsRouteError);
    const found = addresses.find((candidate) => candidate.id === params.slug);
    if (!found) throw notFound();
    address = {
      ...found,
      country: found.countryCode,
      email: found.email ?? '',
      box: found.box ?? '',
      department: found.department ?? '',
      contactPerson: found.contactPerson ?? '',
      phone: found.phone ?? '',
      deliveryInstructions: found.deliveryInstructions ?? '',
    };
  }
  const title = params.slug === undefined ? t('addressBook.createTitle') : t('addressBook.editTitle');
  return {
    address,
    isNew: params.slug === undefined,
    extended: shop.featureFlags.includes('EXTEND_ADDRESS_BOOK'),
    countries: countryOptions(language.code),
    meta: { title: `${title} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  // Without the extended address book its fields are not sent: the Store API keeps what they hold.
  const fields = fieldsOf(shop.featureFlags.includes('EXTEND_ADDRESS_BOOK'));
  const values = {
    ...emptyAddress,
    ...Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')])),
  } as AddressValues;
  const parsed = addressInput.safeParse(Object.fromEntries(fields.map((field) => [field, values[field]])));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, (issue) => {
      if (issue.path[0] === 'zipcode' && issue.code === 'custom') return t('addressBook.belgianZipcode');
      if (issue.path[0] === 'zipcode' && issue.code === 'too_small' && values.zipcode.trim()) {
        return t('addressBook.invalidZipcode');
      }
      return contractIssueMessage(issue, t);
    });
    return data({ values, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    if (params.slug === undefined) await client.createAddress(customer.companyId, parsed.data);
    else await client.updateAddress(customer.companyId, params.slug, parsed.data);
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 404) throw notFound();
    return data({ values, fieldErrors: {}, formError: accountErrorMessage(error, t) }, { status: 400 });
  }
  return redirect(`${localizedPath(language, '/account/addressbook')}?notice=saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AddressDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const values = actionData?.values ?? loaderData.address;
  const fieldErrors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <div className="max-w-2xl">
      <Link
        to={localizedPath(language, '/account/addressbook')}
        className={`mb-4 inline-block text-sm ${textLinkClass}`}
      >
        ← {t('addressBook.back')}
      </Link>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">
        {loaderData.isNew ? t('addressBook.createTitle') : t('addressBook.editTitle')}
      </h1>
      <div className="flex flex-col gap-5 rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
        {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormField
            name="name"
            label={t('addressBook.name')}
            hint={t('addressBook.nameHint')}
            defaultValue={values.name}
            error={fieldErrors.name}
            autoComplete="organization"
            required
          />
          <FormField
            name="email"
            type="email"
            label={t('addressBook.email')}
            defaultValue={values.email}
            error={fieldErrors.email}
            autoComplete="email"
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_6rem]">
            <FormField
              name="street"
              label={t('addressBook.street')}
              defaultValue={values.street}
              error={fieldErrors.street}
              autoComplete="address-line1"
              required
            />
            <FormField
              name="houseNumber"
              label={t('addressBook.houseNumber')}
              defaultValue={values.houseNumber}
              error={fieldErrors.houseNumber}
              required
            />
            <FormField
              name="box"
              label={t('addressBook.box')}
              defaultValue={values.box}
              error={fieldErrors.box}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <FormField
              name="zipcode"
              label={t('addressBook.zipcode')}
              defaultValue={values.zipcode}
              error={fieldErrors.zipcode}
              autoComplete="postal-code"
              required
            />
            <FormField
              name="city"
              label={t('addressBook.city')}
              defaultValue={values.city}
              error={fieldErrors.city}
              autoComplete="address-level2"
              required
            />
          </div>
          <SelectField
            name="country"
            label={t('addressBook.country')}
            options={loaderData.countries.map((country) => ({ value: country.code, label: country.name }))}
            defaultValue={values.country}
            error={fieldErrors.country}
            autoComplete="country"
            required
          />
          {loaderData.extended && (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField
                  name="department"
                  label={t('addressBook.department')}
                  defaultValue={values.department}
                  error={fieldErrors.department}
                  maxLength={100}
                />
                <FormField
                  name="contactPerson"
                  label={t('addressBook.contactPerson')}
                  hint={t('addressBook.contactPersonHint')}
                  defaultValue={values.contactPerson}
                  error={fieldErrors.contactPerson}
                  autoComplete="name"
                  maxLength={100}
                />
              </div>
              <FormField
                name="phone"
                type="tel"
                label={t('addressBook.phone')}
                defaultValue={values.phone}
                error={fieldErrors.phone}
                autoComplete="tel"
                maxLength={40}
              />
              <TextAreaField
                name="deliveryInstructions"
                label={t('addressBook.deliveryInstructions')}
                hint={t('addressBook.deliveryInstructionsHint')}
                defaultValue={values.deliveryInstructions}
                error={fieldErrors.deliveryInstructions}
                rows={3}
                maxLength={500}
              />
            </>
          )}
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('addressBook.save')}
          </button>
        </Form>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
