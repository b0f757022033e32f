import type { FlowAnswers } from '../../lib/flow-form';
import { useTranslation } from '../../lib/i18n';
import { FormField } from '../ui/FormField';
import { type ChoosablePerson, PeopleChecklist } from './PeopleChecklist';

/** The approvers (users with the approving right) and the order total from which they decide. */
export function FlowApproverFields({
  answers,
  errors,
  candidates,
}: {
  answers: FlowAnswers;
  errors: Record<string, string | undefined>;
  candidates: readonly ChoosablePerson[];
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PeopleChecklist
        name="approverIds"
        legend={t('flows.approversLegend')}
        hint={t('flows.approversHint')}
        people={candidates}
        checked={answers.approverIds}
        error={errors.approverIds}
        empty={t('flows.noApproverCandidates')}
      />
      <FormField
        name="approveFrom"
        label={t('flows.approveFrom')}
        hint={t('flows.approveFromHint')}
        inputMode="decimal"
        defaultValue={answers.approveFrom}
        error={errors.approveFrom}
      />
    </div>
  );
}
