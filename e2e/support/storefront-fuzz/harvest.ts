import { storefrontLocales } from '@tradeshop/domain';
import { formsOf, type HarvestedForm, idsOf, sitePathsOf } from './html';
import { send } from './http';
import { fillPattern, matchPattern, parametersOf, type StorefrontRoute } from './routes';

/** What the fuzz knows of a route from the pages that link to it and the forms that post to it. */
export interface RouteKnowledge {
  /** The forms that post to the route, one per set of field names. */
  forms: HarvestedForm[];
  /** Names the route module reads from a form or query (`form.get('x')`), in case no page showed them. */
  sourceNames: string[];
  /** Query parameters its links and GET forms carry. */
  queryNames: Set<string>;
  /** Path parameter values of links to it, as written (percent-encoded). */
  parameterValues: Record<string, string>[];
  /** The queries of links to it (`step=check`), as written. */
  queryLinks: string[];
}

/** What the crawl before the fuzz found: per route, and the values seen in any form. */
export interface Knowledge {
  routes: Map<string, RouteKnowledge>;
  /** Ids any page showed, other companies' included (the demo lead buyer's pages are read too). */
  ids: string[];
  /** Values a form offered for a field name, to send under another name or to another route. */
  valuesByName: Map<string, string[]>;
}

/** Whose pages the crawl reads, with the cookie of their session. */
export interface Reader {
  cookie: string | undefined;
  /** Which of the pages worth reading the crawl opens as this reader. */
  reads(route: StorefrontRoute): boolean;
}

const keptPerKey = 40;

/**
 * Reads the pages with forms and the lists once as each reader (GET only, so the demo company's
 * pages can be read safely), then a page that links found for each route (a detail page, a later step): the
 * forms, links and ids the fuzz then fills its inputs with. Values that contain a protected id (the fuzz's own users) are
 * never kept.
 */
export async function harvest(
  routes: StorefrontRoute[],
  readers: Reader[],
  protectedIds: ReadonlySet<string>,
): Promise<Knowledge> {
  const knowledge: Knowledge = {
    routes: new Map(routes.map((route) => [route.pattern, emptyKnowledge(route)])),
    ids: [],
    valuesByName: new Map(),
  };
  const ids = new Set<string>();
  const isProtected = (text: string) => idsOf(text).some((id) => protectedIds.has(dashed(id)));
  // Fixed patterns before parameters, the catch-all last: the order React Router ranks them in.
  const ranked = [...routes].sort((a, b) => rank(a.pattern) - rank(b.pattern));
  const routeOf = (path: string) => {
    for (const route of ranked) {
      const values = matchPattern(route.pattern, path);
      if (values) return { route, values };
    }
    return null;
  };

  const read = async (path: string, reader: Reader) => {
    const answer = await send({
      method: 'GET',
      path,
      headers: reader.cookie ? { cookie: reader.cookie } : {},
    }).catch(() => null);
    if (answer?.status !== 200 || !/text\/html/.test(String(answer.headers['content-type']))) return;
    for (const id of idsOf(answer.text)) if (!protectedIds.has(dashed(id))) ids.add(id);
    for (const written of formsOf(answer.text)) {
      // A form without an action posts to the page it is on, query included.
      const form = { ...written, action: written.action || path };
      const target = routeOf(unprefixedPath(form.action.split('?')[0]!));
      if (!target) continue;
      const known = knowledge.routes.get(target.route.pattern)!;
      for (const [name, value] of [...form.fields, ...form.choices, ...form.buttons]) {
        if (!isProtected(value)) remember(knowledge.valuesByName, name, value);
      }
      if (form.method === 'get') {
        for (const [name] of form.fields) known.queryNames.add(name);
        continue;
      }
      const signature = [...form.fields.map(([name]) => name), ...form.buttons.flat(), ...form.files].join();
      const seen = known.forms.map((other) =>
        [...other.fields.map(([name]) => name), ...other.buttons.flat(), ...other.files].join(),
      );
      if (
        !seen.includes(signature) &&
        known.forms.length < keptPerKey &&
        !isProtected(form.fields.flat().join())
      )
        known.forms.push(form);
    }
    for (const link of sitePathsOf(answer.text)) {
      const [linkPath = '', query = ''] = link.split('?');
      const target = routeOf(unprefixedPath(linkPath));
      if (!target) continue;
      const known = knowledge.routes.get(target.route.pattern)!;
      for (const name of new URLSearchParams(query).keys()) known.queryNames.add(name);
      if (
        query &&
        !isProtected(query) &&
        !known.queryLinks.includes(query) &&
        known.queryLinks.length < keptPerKey
      )
        known.queryLinks.push(query);
      const hasValues = Object.keys(target.values).length > 0;
      if (hasValues && !isProtected(link) && known.parameterValues.length < keptPerKey) {
        const signature = JSON.stringify(target.values);
        if (!known.parameterValues.some((values) => JSON.stringify(values) === signature))
          known.parameterValues.push(target.values);
      }
    }
  };

  // The pages worth reading: those with forms (their routes have actions) and the lists that link
  // to the routes with parameters, the home page linking to the catalogue's (the catch-all).
  const listsOrForms = routes.filter(
    (route) =>
      route.hasLoader &&
      parametersOf(route.pattern).length === 0 &&
      (route.hasAction ||
        route.pattern === '/' ||
        routes.some((other) => other.pattern.startsWith(`${route.pattern}/:`))),
  );
  await inParallel(
    readers.flatMap((reader) =>
      listsOrForms.filter((route) => reader.reads(route)).map((route) => () => read(route.pattern, reader)),
    ),
  );
  // Then the pages the links found lead to: a detail page, or a later step (`?step=check`), holds
  // forms of its own.
  const linkedPages = (route: StorefrontRoute): string[] => {
    const known = knowledge.routes.get(route.pattern)!;
    if (parametersOf(route.pattern).length > 0) {
      return known.parameterValues
        .slice(0, route.pattern === '/*' ? 3 : 1)
        .map((values) => fillPattern(route.pattern, values));
    }
    return route.hasAction ? known.queryLinks.slice(0, 1).map((query) => `${route.pattern}?${query}`) : [];
  };
  await inParallel(
    readers.flatMap((reader) =>
      routes
        .filter((route) => route.hasLoader && reader.reads(route))
        .flatMap((route) => linkedPages(route).map((path) => () => read(path, reader))),
    ),
  );
  knowledge.ids = [...ids];
  return knowledge;
}

function emptyKnowledge(route: StorefrontRoute): RouteKnowledge {
  return {
    forms: [],
    sourceNames: route.sourceNames,
    queryNames: new Set(),
    parameterValues: [],
    queryLinks: [],
  };
}

function rank(pattern: string): number {
  if (pattern === '/*') return 2;
  return parametersOf(pattern).length > 0 ? 1 : 0;
}

/** A path without its language prefix and without React Router's `.data` ending. */
export function unprefixedPath(path: string): string {
  const plain = path.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  for (const { pathPrefix } of storefrontLocales) {
    if (!pathPrefix) continue;
    if (plain === `/${pathPrefix}`) return '/';
    if (plain.startsWith(`/${pathPrefix}/`)) return plain.slice(pathPrefix.length + 1);
  }
  return plain;
}

export function dashed(id: string): string {
  const hex = id.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function remember(map: Map<string, string[]>, key: string, value: string): void {
  const values = map.get(key) ?? [];
  if (values.length < keptPerKey && !values.includes(value)) values.push(value);
  map.set(key, values);
}

/** Runs the tasks three at a time: the storefront and the Store API each get a core's worth of work. */
export async function inParallel(tasks: (() => Promise<unknown>)[], lanes = 3): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}
