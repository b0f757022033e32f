import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';

/**
 * "Delete this?" before anything is deleted: what goes, why it matters, a delete button that posts
 * `fields` with intent=delete, and a way back. Works without JavaScript; with it, the question takes
 * the focus so that keyboard and screen reader users land on it.
 */
export function DeleteConfirmation({
  title,
  text,
  children,
  fields,
  submitLabel,
  cancelLabel,
  cancelHref,
}: {
  title: string;
  text: string;
  children?: ReactNode;
  fields: [name: string, value: string][];
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
      className="mb-6 flex flex-col gap-4 rounded-lg border border-red-300 bg-red-50 p-5 focus:outline-2 focus:outline-red-700"
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
          value="delete"
          disabled={submitting}
          className="rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
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
