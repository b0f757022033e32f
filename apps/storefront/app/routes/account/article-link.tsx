import { articleLinkInput, articleLinkUpdate } from '@tradeshop/api-client';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { dangerButtonClass, primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { articleLinkPath } from '../../lib/article-links';
import { type ArticleLinkField, articleLinkFieldErrors } from '../../lib/article-links.server';
import { contractIssueMessage, fieldErrorsOf } from '../../lib/form-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/article-link';

/**
 * `/account/articlelinks/create` and `/account/articlelinks/details/:id?/:productNumber?/:customerSku?`:
 * the address names the link (there is no call that reads one link), so an edit page needs no
 * lookup; without an id the numbers of the address fill a new link's form.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const search = url.searchParams;
  return {
    linkId: params.id ?? null,
    productNumber: params.productNumber ?? '',
    customerSku: params.customerSku ?? '',
    saved: search.get('notice') === 'saved',
    meta: {
      title: `${params.id ? t('articleLinks.editTitle') : t('articleLinks.createTitle')} | ${shop.name}`,
      noindex: true,
    },
  };
}

interface FormState {
  values: Record<ArticleLinkField, string>;
  fieldErrors: Partial<Record<ArticleLinkField, string>>;
  formError: string | null;
  confirmDelete?: boolean;
}

/** Every answer of the form has the same shape, so the page reads it without narrowing. */
const formAnswer = (state: FormState, status = 200) => data<FormState>(state, { status });

export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const values = {
    productNumber: params.id ? (params.productNumber ?? '') : String(form.get('productNumber') ?? ''),
    customerSku: String(form.get('customerSku') ?? params.customerSku ?? ''),
  };
  const list = localizedPath(language, '/account/articlelinks');
  const intent = form.get('intent');
  if (params.id && intent === 'confirm-delete') {
    return formAnswer({ values, fieldErrors: {}, formError: null, confirmDelete: true });
  }
  if (params.id && intent === 'delete') {
    try {
      await client.deleteArticleLink(params.id);
    } catch (error) {
      return formAnswer({ values, fieldErrors: {}, formError: accountErrorMessage(error, t) }, 400);
    }
    return redirect(`${list}?notice=deleted`);
  }
  const checked = params.id ? articleLinkUpdate.safeParse(values) : articleLinkInput.safeParse(values);
  if (!checked.success) {
    const fieldErrors = fieldErrorsOf(checked.error, (issue) => contractIssueMessage(issue, t));
    return formAnswer({ values, fieldErrors, formError: t('form.errorSummary') }, 400);
  }
  try {
    if (params.id) {
      const { data: link } = await client.updateArticleLink(params.id, checked.data.customerSku);
      return redirect(`${articleLinkPath(language, link)}?notice=saved`);
    }
    await client.createArticleLink(checked.data);
    return redirect(`${list}?notice=created`);
  } catch (error) {
    return formAnswer({ values, ...articleLinkFieldErrors(error, t) }, 400);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function ArticleLinkDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { linkId, saved } = loaderData;
  const values = actionData?.values ?? {
    productNumber: loaderData.productNumber,
    customerSku: loaderData.customerSku,
  };
  const errors = actionData?.fieldErrors ?? {};
  const busy = useNavigation().state === 'submitting';
  const list = localizedPath(language, '/account/articlelinks');
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={list} className={textLinkClass}>
          {t('articleLinks.backToList')}
        </Link>
      </p>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">
        {linkId ? t('articleLinks.editTitle') : t('articleLinks.createTitle')}
      </h1>
      <PageNotices
        error={actionData?.formError}
        success={saved && !actionData ? t('articleLinks.saved') : null}
      />
      {linkId && actionData?.confirmDelete && (
        <ConfirmationPanel
          title={t('articleLinks.confirmDeleteOne', { sku: values.customerSku })}
          text={t('articleLinks.confirmDeleteText')}
          fields={[]}
          submitLabel={t('articleLinks.confirmDelete', { count: 1 })}
          cancelLabel={t('articleLinks.cancel')}
          cancelHref={articleLinkPath(language, { id: linkId, ...values })}
        />
      )}
      <Form
        method="post"
        noValidate
        className="flex max-w-xl flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5"
      >
        <FormField
          name="productNumber"
          label={t('product.articleNumber')}
          hint={linkId ? undefined : t('articleLinks.productNumberHint')}
          defaultValue={values.productNumber}
          error={errors.productNumber}
          readOnly={Boolean(linkId)}
          required
          autoComplete="off"
        />
        <FormField
          name="customerSku"
          label={t('product.customerSku')}
          hint={t('articleLinks.customerSkuHint')}
          defaultValue={values.customerSku}
          error={errors.customerSku}
          maxLength={50}
          required
          autoComplete="off"
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={primaryButtonClass}>
            {linkId ? t('articleLinks.save') : t('articleLinks.createSubmit')}
          </button>
          {linkId && (
            <button type="submit" name="intent" value="confirm-delete" className={dangerButtonClass}>
              {t('articleLinks.delete')}
            </button>
          )}
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
