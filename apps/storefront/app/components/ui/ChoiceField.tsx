import type { Option } from '../../lib/registration';

/** Radio buttons in a row under a legend, e.g. the salutation or "new customer? yes / no". */
export function ChoiceField({
  name,
  label,
  options,
  defaultValue,
  error,
  required,
  onChange,
}: {
  name: string;
  label: string;
  options: Option[];
  defaultValue?: string;
  error?: string;
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const errorId = `field-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-gray-900 text-sm">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 py-1 text-gray-900">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              aria-invalid={error ? true : undefined}
              onChange={onChange ? () => onChange(option.value) : undefined}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
