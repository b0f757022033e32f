import type { Answers } from '../../lib/registration';

/**
 * The answers of earlier (or later) steps, carried along so the wizard works without JavaScript. A
 * list (e.g. chosen approvers) becomes one input per value.
 */
export function HiddenAnswers({
  answers,
  except,
}: {
  answers: Answers | Record<string, string | readonly string[]>;
  except: readonly string[];
}) {
  return (
    <>
      {Object.entries(answers)
        .filter(([field]) => !except.includes(field))
        .flatMap(([field, value]) =>
          (typeof value === 'string' ? [value] : value).map((one) => (
            <input key={`${field}-${one}`} type="hidden" name={field} value={one} />
          )),
        )}
    </>
  );
}
