import { Form, Link, useNavigation } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';

/** Asks for the confirmation first, through a page state, so it also works without JavaScript. */
export function EmptyCartLink() {
  const { t, language } = useTranslation();
  return (
    <Link
      to={`${localizedPath(language, '/checkout')}?confirm=empty`}
      preventScrollReset
      className="font-medium text-red-700 text-sm underline-offset-2 hover:underline"
    >
      {t('cart.emptyCart')}
    </Link>
  );
}

export function EmptyCartConfirmation() {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section
      aria-labelledby="confirm-empty-title"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 p-5"
    >
      <h2 id="confirm-empty-title" className="font-semibold text-gray-900 text-lg">
        {t('cart.confirmEmptyTitle')}
      </h2>
      <p className="text-gray-800 text-sm">{t('cart.confirmEmptyText')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post" action={localizedPath(language, '/checkout')}>
          <input type="hidden" name="intent" value="empty" />
          <button
            type="submit"
            disabled={submitting}
            className="rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('cart.confirmEmpty')}
          </button>
        </Form>
        <Link
          to={localizedPath(language, '/checkout')}
          className="rounded-md border border-gray-300 bg-white px-3 py-2 font-medium text-gray-800 text-sm hover:bg-gray-50"
        >
          {t('cart.cancel')}
        </Link>
      </div>
    </section>
  );
}
