import { useTranslation } from '../../lib/i18n';
import { FormField } from '../ui/FormField';

/** What each kind's name field says and holds: a reference's name fits the order's reference field. */
const fieldOf = {
  flow: { label: 'flows.name', hint: 'flows.nameHint', maxLength: 100 },
  reference: { label: 'orderReferences.name', hint: 'orderReferences.nameHint', maxLength: 50 },
} as const;

/** The name of an order flow or an order reference, in its create and edit forms. */
export function BudgetNameField({
  kind,
  defaultValue,
  error,
}: {
  kind: keyof typeof fieldOf;
  defaultValue: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const field = fieldOf[kind];
  return (
    <FormField
      name="name"
      label={t(field.label)}
      hint={t(field.hint)}
      required
      maxLength={field.maxLength}
      defaultValue={defaultValue}
      {...(error ? { error } : {})}
    />
  );
}
