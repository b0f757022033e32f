import { type OverBudgetRule, overBudgetRules } from '@tradeshop/domain';
import { useEffect, useState } from 'react';
import { type FlowAnswers, periodOptions } from '../../lib/flow-form';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { ChoiceField } from '../ui/ChoiceField';
import { FormField } from '../ui/FormField';
import { SelectField } from '../ui/SelectField';

const overBudgetLabels: Record<OverBudgetRule, MessageKey> = {
  approval: 'flows.overBudget.approval',
  block: 'flows.overBudget.block',
};

/**
 * Budget per user and period (without VAT), the period's dates, what happens to an unspent rest and
 * to an order over the budget. The end date
 * only matters for a custom period: with JavaScript it shows for that period only, without it always
 * (nothing could reveal it after choosing).
 */
export function FlowBudgetFields({
  answers,
  errors,
  amount,
}: {
  answers: FlowAnswers;
  errors: Record<string, string | undefined>;
  /** How the amount is asked; a flow's budget per user is required, an order reference's optional. */
  amount?: { label: string; hint: string; required: boolean };
}) {
  const { t } = useTranslation();
  const { label, hint, required } = amount ?? {
    label: t('flows.budgetAmount'),
    hint: t('flows.budgetAmountHint'),
    required: true,
  };
  const [period, setPeriod] = useState(answers.period);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        name="budgetAmount"
        label={label}
        hint={hint}
        inputMode="decimal"
        required={required}
        defaultValue={answers.budgetAmount}
        error={errors.budgetAmount}
      />
      <SelectField
        name="period"
        label={t('flows.periodLabel')}
        required
        options={periodOptions(t)}
        defaultValue={answers.period}
        onChange={(event) => setPeriod(event.currentTarget.value)}
        error={errors.period}
      />
      <FormField
        name="startDate"
        type="date"
        label={t('flows.startDate')}
        required
        defaultValue={answers.startDate}
        error={errors.startDate}
      />
      {(!hydrated || period === 'custom') && (
        <FormField
          name="endDate"
          type="date"
          label={t('flows.endDate')}
          hint={t('flows.endDateHint')}
          defaultValue={answers.endDate}
          error={errors.endDate}
        />
      )}
      <div className="sm:col-span-2">
        <ChoiceField
          name="mode"
          label={t('flows.modeLabel')}
          required
          options={[
            { value: 'renewable', label: t('flows.mode.renewable') },
            { value: 'transferable', label: t('flows.mode.transferable') },
          ]}
          defaultValue={answers.mode}
          error={errors.mode}
        />
        <p className="mt-1 text-gray-600 text-sm">{t('flows.modeHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <ChoiceField
          name="overBudget"
          label={t('flows.overBudgetLabel')}
          required
          options={overBudgetRules.map((rule) => ({ value: rule, label: t(overBudgetLabels[rule]) }))}
          defaultValue={answers.overBudget}
          error={errors.overBudget}
        />
      </div>
    </div>
  );
}
