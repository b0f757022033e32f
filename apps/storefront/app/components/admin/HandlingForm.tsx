import type { Handling } from '@tradeshop/api-client';
import { Form, useNavigation } from 'react-router';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { secondaryButtonClass } from '../ui/buttons';
import { SelectField } from '../ui/SelectField';

const stateKeys = { new: 'inbox.new', 'in-progress': 'inbox.inProgress', done: 'inbox.done' } as const;

/** Who handles an inbox item and how far they are: its state, taking it on, giving it back. */
export function HandlingForm({ handling, myId }: { handling: Handling; myId: string }) {
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  const mine = handling.assignee?.id === myId;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4">
      <p className="text-sm">
        {handling.assignee ? t('inbox.handledBy', { name: handling.assignee.name }) : t('inbox.nobody')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" className="flex items-end gap-2">
          <SelectField
            name="state"
            label={t('inbox.state')}
            defaultValue={handling.state}
            options={Object.entries(stateKeys).map(([value, key]) => ({ value, label: t(key) }))}
          />
          <button type="submit" disabled={submitting} className={secondaryButtonClass}>
            {t('form.save')}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="assignee" value={mine ? 'none' : 'me'} />
          <button type="submit" disabled={submitting} className={secondaryButtonClass}>
            {t(mine ? 'inbox.giveBack' : 'inbox.takeOn')}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The state of an inbox item in words. */
export function useHandlingStateWords() {
  const { t } = useAdminTranslation();
  return (state: Handling['state']) => t(stateKeys[state]);
}
