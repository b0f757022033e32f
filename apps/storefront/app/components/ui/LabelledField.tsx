import type { ReactNode } from 'react';

/** What a control inside a `LabelledField` carries: its id and the ids that describe it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form control with its label above (a required one marked) and its hint and error below, tied
 * to it for assistive technology; `control` renders the input, select or text area.
 */
export function LabelledField({
  id: givenId,
  name,
  label,
  required,
  hint,
  error,
  control,
}: {
  /** The control's id where two forms of a page have a field of the same name; else `field-<name>`. */
  id?: string | undefined;
  name: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  control: (field: FieldControl) => ReactNode;
}) {
  const id = givenId ?? `field-${name}`;
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
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

/** The border and focus ring every control of a form shares, red when it holds an error. */
export const controlClass = (error: string | undefined) =>
  `rounded-md border px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600 ${
    error ? 'border-red-700' : 'border-gray-300'
  }`;
