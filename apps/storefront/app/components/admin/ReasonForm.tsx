import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { dangerButtonClass, secondaryButtonClass } from '../ui/buttons';
import { TextAreaField } from '../ui/TextAreaField';

/**
 * A change that needs a reason (blocking a company, erasing a person): the reason, what else the
 * change asks (`children`, e.g. a confirmation) and one button.
 */
export function ReasonForm({
  intent,
  label,
  submit,
  error,
  danger = false,
  children,
}: {
  intent: string;
  label: string;
  submit: string;
  error?: string | undefined;
  danger?: boolean;
  children?: ReactNode;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate className="flex max-w-xl flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      {/* The page may hold two of these forms (log in as the user, erase them): one label, one field. */}
      <TextAreaField id={`${intent}-reason`} name="reason" label={label} error={error} rows={2} required />
      {children}
      <button
        type="submit"
        disabled={submitting}
        className={`self-start ${danger ? dangerButtonClass : secondaryButtonClass}`}
      >
        {submit}
      </button>
    </Form>
  );
}
