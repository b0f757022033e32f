import type { Answers } from '../../lib/registration';

/** The answers of earlier (or later) steps, carried along so the wizard works without JavaScript. */
export function HiddenAnswers({ answers, except }: { answers: Answers; except: readonly string[] }) {
  return (
    <>
      {Object.entries(answers)
        .filter(([field]) => !except.includes(field))
        .map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
    </>
  );
}
