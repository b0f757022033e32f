import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClass, LabelledField } from './LabelledField';

/** A labelled input with its hint and error below; `children` sits next to the input (e.g. a toggle). */
export function FormField({
  label,
  error,
  hint,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <LabelledField
      id={input.id}
      name={input.name}
      label={label}
      required={input.required}
      hint={hint}
      error={error}
      control={(field) => (
        <div className="flex items-stretch gap-2">
          <input {...field} className={`min-w-0 flex-1 ${controlClass(error)}`} {...input} />
          {children}
        </div>
      )}
    />
  );
}
