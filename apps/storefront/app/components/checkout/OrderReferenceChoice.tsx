import type { UsableOrderReference } from '@tradeshop/api-client';
import type { BudgetDecision } from '@tradeshop/domain';
import { Form, useNavigation } from 'react-router';
import { localizedPath, useFigures, useTranslation } from '../../lib/i18n';
import { remainingBudgetText } from '../../lib/order-reference-form';
import { secondaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { Notice } from '../ui/Notice';

/** The chosen reference: its budget, what this order would do to it, and a way to take it off. */
function ChosenReference({
  reference,
  decision,
}: {
  reference: UsableOrderReference;
  decision: BudgetDecision;
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <div
      className={`flex flex-wrap items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm ${
        decision === 'blocked'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-gray-200 bg-gray-50 text-gray-900'
      }`}
      data-testid="chosen-order-reference"
      role={decision === 'blocked' ? 'alert' : undefined}
    >
      <div>
        <p className="font-semibold">{reference.name}</p>
        <p>{remainingBudgetText(reference, t, language.code)}</p>
        {decision === 'approval' && reference.approveFrom !== null && (
          <p className="mt-1">
            {t('checkout.referenceApprovalNeeded', { amount: figures.netPrice(reference.approveFrom) })}
          </p>
        )}
        {decision === 'blocked' && (
          <p className="mt-1 font-semibold">{t('checkout.error.orderReferenceBudget')}</p>
        )}
      </div>
      <Form method="post" action={localizedPath(language, '/checkout')}>
        <button
          type="submit"
          name="intent"
          value="clearReference"
          className={secondaryButtonClass}
          aria-label={t('checkout.removeReferenceNamed', { name: reference.name })}
        >
          {t('checkout.removeReference')}
        </button>
      </Form>
    </div>
  );
}

/**
 * The company's order references in checkout, for users who may use them: search by name, choose
 * one (the order then carries its name and counts against its budget), or take it off again. A
 * GET search and posted choices, so it works without JavaScript.
 */
export function OrderReferenceChoice({
  chosen,
  decision,
  search,
  results,
  error,
}: {
  chosen: UsableOrderReference | null;
  decision: BudgetDecision;
  search: string;
  results: UsableOrderReference[];
  error?: string;
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const choosing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'chooseReference';
  const checkout = localizedPath(language, '/checkout');
  return (
    <section
      id="order-reference"
      aria-labelledby="order-reference-title"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-reference-title" className="font-semibold text-gray-900">
        {t('checkout.companyReference')}
      </h2>
      {error && <Notice tone="error">{error}</Notice>}
      {chosen ? (
        <ChosenReference reference={chosen} decision={decision} />
      ) : (
        <>
          <p className="text-gray-700 text-sm">{t('checkout.companyReferenceHint')}</p>
          <Form
            method="get"
            action={`${checkout}#order-reference`}
            className="flex flex-wrap items-end gap-3"
          >
            <div className="min-w-56 flex-1">
              <FormField
                name="referenceSearch"
                type="search"
                label={t('checkout.searchReference')}
                maxLength={50}
                defaultValue={search}
              />
            </div>
            <button type="submit" className={secondaryButtonClass}>
              {t('flows.searchSubmit')}
            </button>
          </Form>
          {search &&
            (results.length === 0 ? (
              <p className="text-gray-700 text-sm" role="status">
                {t('checkout.noReferencesFound', { term: search })}
              </p>
            ) : (
              <ul className="divide-y divide-gray-100" aria-label={t('checkout.referencesFound')}>
                {results.map((reference) => (
                  <li key={reference.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <div className="text-sm">
                      <p className="font-medium text-gray-900">{reference.name}</p>
                      <p className="text-gray-700">{remainingBudgetText(reference, t, language.code)}</p>
                    </div>
                    <Form method="post" action={checkout}>
                      <input type="hidden" name="referenceId" value={reference.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="chooseReference"
                        disabled={choosing}
                        className={secondaryButtonClass}
                        aria-label={t('checkout.chooseReferenceNamed', { name: reference.name })}
                      >
                        {t('checkout.chooseReference')}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ))}
        </>
      )}
    </section>
  );
}
