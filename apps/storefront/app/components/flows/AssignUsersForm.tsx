import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { primaryButtonClass, secondaryButtonClass } from '../ui/buttons';
import { type ChoosablePerson, PeopleChecklist } from './PeopleChecklist';

/**
 * Puts chosen users under a flow: a search that reloads the page with `search` (keeping `keep`, e.g.
 * the wizard's step), then the active users as checkboxes, posted with intent=assign.
 */
export function AssignUsersForm({
  users,
  search,
  keep,
  error,
}: {
  users: readonly ChoosablePerson[];
  search: string;
  keep: [name: string, value: string][];
  error?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'assign';
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="field-search" className="font-medium text-gray-900 text-sm">
            {t('flows.searchUsers')}
          </label>
          <input
            id="field-search"
            name="search"
            type="search"
            defaultValue={search}
            className="rounded-md border border-gray-300 px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t('flows.searchSubmit')}
        </button>
      </Form>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="assign" />
        <PeopleChecklist
          name="customerId"
          legend={t('flows.assignLegend')}
          people={users}
          checked={[]}
          error={error}
          empty={search ? t('flows.noUsersFound') : t('flows.noUsersToAssign')}
        />
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('flows.assignSubmit')}
        </button>
      </Form>
    </div>
  );
}
