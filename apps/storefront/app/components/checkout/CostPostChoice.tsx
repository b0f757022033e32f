import type { Cart, CostPostChoices } from '@tradeshop/api-client';
import { lineCostPostField } from '../../lib/checkout-form';
import { useTranslation } from '../../lib/i18n';
import { SelectField } from '../ui/SelectField';

/**
 * The cost post (general-ledger account of the company) the order is charged to, and, folded away,
 * another one for single lines. Part of the checkout form: it is posted with the order.
 */
export function CostPostChoice({
  choices,
  lines,
  values,
  errors,
  className,
}: {
  choices: CostPostChoices;
  lines: Cart['lineItems'];
  values: Record<string, string>;
  errors: Record<string, string>;
  className: string;
}) {
  const { t } = useTranslation();
  const options = choices.data.map((post) => ({ value: post.id, label: `${post.code} – ${post.name}` }));
  const lineErrors = lines.some((line) => errors[`${lineCostPostField}${line.id}`]);
  const lineChosen = lines.some((line) => values[`${lineCostPostField}${line.id}`]);
  return (
    <fieldset className={className} id="cost-post">
      <legend className="px-1 font-semibold text-gray-900">{t('checkout.costPost.title')}</legend>
      <SelectField
        name="costPostId"
        label={t('checkout.costPost.order')}
        hint={choices.settings.required ? t('checkout.costPost.requiredHint') : undefined}
        required={choices.settings.required}
        defaultValue={values.costPostId ?? ''}
        placeholder={choices.settings.required ? t('checkout.costPost.choose') : t('checkout.costPost.none')}
        error={errors.costPostId}
        options={options}
      />
      {lines.length > 1 ? (
        <details open={lineErrors || lineChosen} className="rounded-md border border-gray-200 p-3">
          <summary className="cursor-pointer font-medium text-gray-900 text-sm">
            {t('checkout.costPost.perLine')}
          </summary>
          <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
            {lines.map((line) => {
              const name = `${lineCostPostField}${line.id}`;
              return (
                <SelectField
                  key={line.id}
                  name={name}
                  label={`${line.label} (${line.payload.productNumber})`}
                  defaultValue={values[name] ?? ''}
                  placeholder={t('checkout.costPost.asOrder')}
                  error={errors[name]}
                  options={options}
                />
              );
            })}
          </div>
        </details>
      ) : null}
    </fieldset>
  );
}
