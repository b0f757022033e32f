import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
// The server's module for Store API sessions; it also loads the message catalogues of all languages.
import '../lib/store-api.server';
import { type ShopDisplay, shopDisplayOf } from '../lib/shop-display';

/** Renders a page inside the shop layout, whose loader hands out the display switches. */
export function renderInShop(
  page: ComponentType,
  switches: Partial<ShopDisplay>,
  { path = '/', pageData }: { path?: string; pageData?: unknown } = {},
): string {
  const display = { ...shopDisplayOf([]), ...switches };
  // Wednesday 18 March 2026, 10:00 in Brussels: the moment delivery days are promised from.
  const shop = { display, renderedAt: Date.parse('2026-03-18T09:00:00Z') };
  const Stub = createRoutesStub([
    {
      id: 'shop',
      Component: Outlet,
      loader: () => shop,
      children: [{ id: 'page', path: '*', Component: page, loader: () => pageData ?? null }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { shop, page: pageData ?? null } },
    }),
  );
}
