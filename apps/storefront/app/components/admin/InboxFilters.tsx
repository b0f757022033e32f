import { Form } from 'react-router';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { compactPrimaryButtonClass } from '../ui/buttons';
import { SelectField } from '../ui/SelectField';

/** The filters above an inbox: its state, and whose items (mine, nobody's, anyone's). */
export function InboxFilters({
  state,
  assignee,
}: {
  state?: string | undefined;
  assignee?: string | undefined;
}) {
  const { t } = useAdminTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <SelectField
        name="state"
        label={t('inbox.state')}
        defaultValue={state ?? ''}
        placeholder={t('inbox.anyState')}
        options={[
          { value: 'new', label: t('inbox.new') },
          { value: 'in-progress', label: t('inbox.inProgress') },
          { value: 'done', label: t('inbox.done') },
        ]}
      />
      <SelectField
        name="assignee"
        label={t('inbox.whose')}
        defaultValue={assignee ?? ''}
        placeholder={t('inbox.anyone')}
        options={[
          { value: 'me', label: t('inbox.mine') },
          { value: 'none', label: t('inbox.nobodys') },
        ]}
      />
      <button type="submit" className={`${compactPrimaryButtonClass} mb-1`}>
        {t('auditLog.filter')}
      </button>
    </Form>
  );
}
