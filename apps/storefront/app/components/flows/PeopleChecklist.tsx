/** A person to choose, e.g. an approver or a user to put under a flow. */
export interface ChoosablePerson {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
}

/** Checkboxes of people under a legend, posted as `name` once per chosen id; the error sits below. */
export function PeopleChecklist({
  name,
  legend,
  hint,
  people,
  checked,
  error,
  empty,
}: {
  name: string;
  legend: string;
  hint?: string;
  people: readonly ChoosablePerson[];
  checked: readonly string[];
  error?: string;
  /** Shown instead of the list when nobody can be chosen. */
  empty: string;
}) {
  const id = `field-${name}`;
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described || undefined} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-gray-900 text-sm">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-gray-600 text-sm">
          {hint}
        </p>
      )}
      {people.length === 0 ? (
        <p className="rounded-md bg-gray-50 px-4 py-3 text-gray-700 text-sm">{empty}</p>
      ) : (
        <ul
          className={`flex max-h-80 flex-col divide-y divide-gray-100 overflow-y-auto rounded-md border ${
            error ? 'border-red-700' : 'border-gray-200'
          }`}
        >
          {people.map((person) => (
            <li key={person.id}>
              <label className="flex items-center gap-3 px-3 py-2.5 text-gray-900 hover:bg-gray-50">
                <input
                  type="checkbox"
                  name={name}
                  value={person.id}
                  defaultChecked={checked.includes(person.id)}
                  aria-invalid={error ? true : undefined}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="flex flex-col">
                  <span>
                    {person.firstName} {person.lastName}
                  </span>
                  <span className="text-gray-600 text-sm">{person.username}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
