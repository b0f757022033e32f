import { Form } from 'react-router';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { compactPrimaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';

/** The search of a back-office list by a term, sent as `?term=` so that the list's address keeps it. */
export function TermSearch({ label, term }: { label: string; term: string }) {
  const { t } = useAdminTranslation();
  return (
    <Form method="get" role="search" className="flex max-w-xl items-end gap-2">
      <div className="flex-1">
        <FormField name="term" type="search" label={label} defaultValue={term} />
      </div>
      <button type="submit" className={`${compactPrimaryButtonClass} mb-6`}>
        {t('auditLog.filter')}
      </button>
    </Form>
  );
}
