import { readFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { storefrontLocales } from '@tradeshop/domain';
import routeConfig from '../../../apps/storefront/app/routes.ts';

const appDirectory = new URL('../../../apps/storefront/app/', import.meta.url);

/** One page or resource route of the storefront, in every language it is mounted in. */
export interface StorefrontRoute {
  /** The path pattern without language prefix, e.g. `/account/customer/details/:slug`. */
  pattern: string;
  /** The language prefixes the route is mounted under (`''` for the default language). */
  prefixes: string[];
  hasAction: boolean;
  hasLoader: boolean;
  /** The form and query fields the module reads (`form.get('quantity')`). */
  sourceNames: string[];
  /** An index route shares its path with its layout: a post names it with `?index`. */
  isIndex: boolean;
}

/**
 * The routes of apps/storefront/app/routes.ts, flattened: one entry per path pattern, with the
 * language prefixes it is mounted under and what its module exports.
 */
export function storefrontRoutes(): StorefrontRoute[] {
  const routes = new Map<string, StorefrontRoute>();
  const visit = (entries: RouteConfigEntry[], parentPath: string) => {
    for (const entry of entries) {
      const path = joinPath(parentPath, entry.path ?? '');
      if (entry.children) visit(entry.children, path);
      if (entry.children?.length) continue;
      const { prefix, pattern } = unprefixed(path, entry.id);
      const known = routes.get(pattern);
      if (known) {
        known.prefixes.push(prefix);
        continue;
      }
      const source = readFileSync(new URL(entry.file, appDirectory), 'utf8');
      routes.set(pattern, {
        pattern,
        prefixes: [prefix],
        hasAction: exportsNamed(source, 'action'),
        hasLoader: exportsNamed(source, 'loader'),
        sourceNames: [
          ...new Set([...source.matchAll(/\.get(?:All)?\(\s*'([^']+)'\s*\)/g)].map(([, name]) => name!)),
        ],
        isIndex: entry.index === true,
      });
    }
  };
  visit(routeConfig, '');
  return [...routes.values()];
}

function joinPath(parent: string, path: string): string {
  return `${parent.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');
}

/** A path split into the language prefix its route id names and the pattern behind it. */
function unprefixed(path: string, id: string | undefined): { prefix: string; pattern: string } {
  const language = storefrontLocales.find((locale) => id?.endsWith(`-${locale.code}`));
  const prefix = language?.pathPrefix ? `/${language.pathPrefix}` : '';
  if (!prefix || !(path === prefix || path.startsWith(`${prefix}/`))) return { prefix: '', pattern: path };
  return { prefix, pattern: path.slice(prefix.length) || '/' };
}

function exportsNamed(source: string, name: string): boolean {
  return new RegExp(`export (?:async )?(?:function|const) ${name}\\b`).test(source);
}

/** The names of the path pattern's parameters, `*` included; `?` marks an optional one. */
export function parametersOf(pattern: string): { name: string; optional: boolean }[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => ({ name: segment.replace(/^:|\?$/g, ''), optional: segment.endsWith('?') }));
}

/**
 * The path of a pattern with its parameters filled (already percent-encoded values); an optional
 * parameter without a value is left out, with the segments after it.
 */
export function fillPattern(pattern: string, values: Record<string, string | undefined>): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!(segment.startsWith(':') || segment === '*')) {
      segments.push(segment);
      continue;
    }
    const value = values[segment.replace(/^:|\?$/g, '')];
    if (value === undefined) break;
    segments.push(value);
  }
  return segments.join('/') || '/';
}

/** Whether a concrete path (without language prefix) is one of the pattern's, and its values. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const expression = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '/(.+)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.replace(/^:|\?$/g, ''));
        return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      }
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  const match = new RegExp(`^${expression || '/'}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(
    names.flatMap((name, index) => (match[index + 1] === undefined ? [] : [[name, match[index + 1]!]])),
  );
}
