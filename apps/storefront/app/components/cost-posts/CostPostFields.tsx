import type { CostPostAnswers } from '../../lib/cost-posts';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField } from '../ui/CheckboxField';
import { FormField } from '../ui/FormField';

/** Code, name and whether buyers may choose it: the fields of a cost post, to add or to change. */
export function CostPostFields({
  answers,
  errors,
}: {
  answers: CostPostAnswers;
  errors: Partial<Record<'code' | 'name', string>>;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      <FormField
        name="code"
        label={t('costPosts.code')}
        hint={t('costPosts.codeHint')}
        required
        maxLength={30}
        autoComplete="off"
        defaultValue={answers.code}
        error={errors.code}
      />
      <FormField
        name="name"
        label={t('costPosts.name')}
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={answers.name}
        error={errors.name}
      />
      <div className="sm:col-span-2">
        <CheckboxField name="active" defaultChecked={answers.active}>
          {t('costPosts.active')} <span className="text-gray-600 text-sm">– {t('costPosts.activeHint')}</span>
        </CheckboxField>
      </div>
    </div>
  );
}
