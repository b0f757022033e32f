import { useTranslation } from '../../lib/i18n';

/**
 * "Step 2 of 4" with the names of all steps; the current one is marked for screen readers. `label`
 * names the whole, the registration's steps unless told otherwise.
 */
export function StepIndicator({
  steps,
  current,
  label,
}: {
  steps: string[];
  current: number;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('register.steps')}>
      <p className="mb-2 text-gray-700 text-sm sm:hidden">
        {t('register.stepOf', { step: current + 1, steps: steps.length })}
      </p>
      <ol className="flex gap-1 sm:gap-2">
        {steps.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-1 flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-gray-200' : 'bg-brand-600'}`}
              />
              <span
                className={`hidden text-xs sm:block ${
                  state === 'current' ? 'font-semibold text-brand-800' : 'text-gray-600'
                }`}
              >
                <span className="sr-only">
                  {t('register.stepOf', { step: index + 1, steps: steps.length })}:{' '}
                </span>
                {index + 1}. {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
