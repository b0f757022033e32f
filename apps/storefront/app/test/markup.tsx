import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
// The messages of every language, as the server has them.
import '../lib/i18n.server';

/** The HTML of `element` on a page at `path`: links need a router, texts take the address's language. */
export function renderMarkup(element: ReactElement, path = '/en'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

export interface Tag {
  name: string;
  attributes: Record<string, string>;
}

/** The opening tags of `html`, in order, with their attributes named in lower case (one without value is ''). */
export function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)([^>]*)>/g)].map(([, name = '', rest = '']) => ({
    name,
    attributes: Object.fromEntries(
      [...rest.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        value,
      ]),
    ),
  }));
}

/** The first tag named `name` (and carrying `attributes`, when given); fails the test when there is none. */
export function tagOf(html: string, name: string, attributes: Record<string, string> = {}): Tag {
  const tag = tagsOf(html).find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(attributes).every(([key, value]) => candidate.attributes[key] === value),
  );
  if (!tag) throw new Error(`No <${name}> with ${JSON.stringify(attributes)} in ${html}`);
  return tag;
}

/** The text a reader sees, tags dropped and white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
