import type { TextareaHTMLAttributes } from 'react';
import { controlClass, LabelledField } from './LabelledField';

/** A labelled text area with its hint and error below, like `FormField`'s inputs. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <LabelledField
      id={textarea.id}
      name={textarea.name}
      label={label}
      required={textarea.required}
      hint={hint}
      error={error}
      control={(field) => (
        <textarea {...field} className={`${controlClass(error)} ${className}`} {...textarea} />
      )}
    />
  );
}
