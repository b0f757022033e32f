import { useTranslation } from '../../lib/i18n';
import { type NewsletterFormValues, newsletterChoices } from '../../lib/newsletter-form';
import { controlClass } from '../ui/LabelledField';

/** The language and topic choices of a newsletter subscription form; `idPrefix` keeps ids unique per form. */
export function NewsletterFields({
  idPrefix,
  values,
  fieldErrors,
}: {
  idPrefix: string;
  values: NewsletterFormValues;
  fieldErrors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const choices = newsletterChoices(t);
  const { language: languageError, topics: topicsError } = fieldErrors;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-language`} className="font-medium text-gray-900 text-sm">
          {t('newsletter.languageLabel')}
        </label>
        <select
          id={`${idPrefix}-language`}
          name="language"
          defaultValue={values.language}
          required
          aria-invalid={languageError ? true : undefined}
          aria-describedby={languageError ? `${idPrefix}-language-error` : undefined}
          className={`bg-white ${controlClass(languageError)}`}
        >
          {choices.languages.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </select>
        {languageError && (
          <p id={`${idPrefix}-language-error`} className="text-red-700 text-sm">
            {languageError}
          </p>
        )}
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={topicsError ? true : undefined}
        aria-describedby={topicsError ? `${idPrefix}-topics-error` : undefined}
      >
        <legend className="mb-1 font-medium text-gray-900 text-sm">{t('newsletter.topicsLabel')}</legend>
        {choices.topics.map((topic) => (
          <label key={topic.value} className="inline-flex items-center gap-2 text-gray-900 text-sm">
            <input
              type="checkbox"
              name="topics"
              value={topic.value}
              defaultChecked={values.topics.includes(topic.value)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {topic.label}
          </label>
        ))}
        {topicsError && (
          <p id={`${idPrefix}-topics-error`} className="text-red-700 text-sm">
            {topicsError}
          </p>
        )}
      </fieldset>
    </div>
  );
}
