import type { ReactNode } from 'react';

/** A checkbox with its label on the right and its error below (e.g. accepting the terms). */
export function CheckboxField({
  name,
  children,
  error,
  defaultChecked,
}: {
  name: string;
  children: ReactNode;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="inline-flex items-start gap-2 text-gray-900">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand-600"
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
