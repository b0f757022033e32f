import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';

/**
 * "Really?" before an action that cannot be undone (deleting, approving, declining): what it
 * concerns, why it matters, a button that posts `fields` with the `intent`, and a way back. Works
 * without JavaScript; with it, the question takes the focus so that keyboard and screen reader
 * users land on it. Deleting and declining are shown in red.
 */
export function ConfirmationPanel({
  title,
  text,
  children,
  fields,
  intent = 'delete',
  danger = true,
  submitLabel,
  cancelLabel,
  cancelHref,
}: {
  title: string;
  text: string;
  children?: ReactNode;
  fields: [name: string, value: string][];
  intent?: string;
  danger?: boolean;
  submitLabel: string;
  cancelLabel: string;
  cancelHref: string;
}) {
  const submitting = useNavigation().state === 'submitting';
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={`mb-6 flex flex-col gap-4 rounded-lg border p-5 focus:outline-2 ${
        danger
          ? 'border-red-300 bg-red-50 focus:outline-red-700'
          : 'border-brand-200 bg-brand-50 focus:outline-brand-700'
      }`}
    >
      <h2 id={titleId} className="font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      {children}
      <p id={textId} className="text-gray-800 text-sm">
        {text}
      </p>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        {fields.map(([name, value]) => (
          <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={submitting}
          className={`rounded-md px-4 py-2.5 font-semibold text-white disabled:opacity-60 ${
            danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
          }`}
        >
          {submitLabel}
        </button>
        <Link
          to={cancelHref}
          className="rounded-md border border-gray-300 bg-white px-3 py-2 font-medium text-gray-800 text-sm hover:bg-gray-50"
        >
          {cancelLabel}
        </Link>
      </Form>
    </section>
  );
}
