import type { SelectHTMLAttributes } from 'react';

/** A labelled select with its hint and error below, styled like `FormField`. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  options: { value: string; label: string }[];
  /** An empty first choice, e.g. "Choose". */
  placeholder?: string;
}) {
  const id = `field-${select.name}`;
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
        {select.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`rounded-md border bg-white px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600 ${
          error ? 'border-red-700' : 'border-gray-300'
        }`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-gray-600 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
