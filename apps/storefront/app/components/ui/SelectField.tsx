import type { SelectHTMLAttributes } from 'react';
import { controlClass, LabelledField } from './LabelledField';

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
  return (
    <LabelledField
      name={select.name}
      label={label}
      required={select.required}
      hint={hint}
      error={error}
      control={(field) => (
        <select {...field} className={`bg-white ${controlClass(error)}`} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
