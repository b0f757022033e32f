import type { Option } from '../../lib/registration';

/** Checkboxes under a legend, each sending its value under one name: the roles of a member, the permissions of a role. */
export function CheckboxGroup({
  name,
  label,
  options,
  defaultValues = [],
  disabled = false,
}: {
  name: string;
  label: string;
  options: Option[];
  defaultValues?: readonly string[];
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-gray-900 text-sm">{label}</legend>
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-start gap-2 py-1 text-gray-900 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
