import { type FormEvent, useEffect, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';

/** False in the server's HTML and before hydration, true once scripts run. */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

/**
 * Submits a fetcher's form with the field `enhanced`, which tells its action to answer with data
 * rather than lead to another page. Added at the submit, not rendered after hydration: a press in the
 * moment between the two would otherwise post as a plain form and leave the page.
 */
export function submitEnhanced(
  fetcher: Pick<FetcherWithComponents<unknown>, 'submit'>,
  event: FormEvent<HTMLFormElement>,
) {
  event.preventDefault();
  const form = event.currentTarget;
  const fields = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
  fields.set('enhanced', '1');
  void fetcher.submit(fields, { method: 'post', action: form.getAttribute('action') ?? undefined });
}
