import type { InputHTMLAttributes, ReactNode } from 'react';

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
  const id = `field-${input.name}`;
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
        {input.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600 ${
            error ? 'border-red-700' : 'border-gray-300'
          }`}
          {...input}
        />
        {children}
      </div>
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
