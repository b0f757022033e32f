import { Form } from 'react-router';
import { secondaryButtonClass } from '../ui/buttons';

/** The search field above an account list (`?search=`), sent by a GET form so it works without JavaScript. */
export function ListSearchForm({
  id,
  label,
  submitLabel,
  search,
}: {
  id: string;
  label: string;
  submitLabel: string;
  search: string;
}) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={id} className="font-medium text-gray-900 text-sm">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="search"
          defaultValue={search}
          maxLength={100}
          className="rounded-md border border-gray-300 px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
        />
      </div>
      <button type="submit" className={secondaryButtonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}
