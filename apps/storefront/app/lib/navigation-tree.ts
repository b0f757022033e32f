import { use } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { NavItem } from './catalog-view.server';

const fetched = new Map<string, Promise<NavItem[] | null>>();

/**
 * The whole main navigation (three levels) from `url`, fetched once per language and catalogue
 * version; null when it cannot be had, and then asked again next time.
 */
export function mainNavigationTree(url: string): Promise<NavItem[] | null> {
  let tree = fetched.get(url);
  if (!tree) {
    tree = fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<NavItem[]>) : null))
      .catch(() => null);
    fetched.set(url, tree);
    void tree.then((answer) => {
      if (!answer) fetched.delete(url);
    });
  }
  return tree;
}

/** Where the page's whole main navigation is (the shell's loader names it). */
export function useNavigationTreeUrl(): string | null {
  return (
    (useRouteLoaderData('shop') as { navigationTreeUrl?: string } | undefined)?.navigationTreeUrl ?? null
  );
}

/**
 * The whole main navigation for a panel or menu that opens: it suspends (inside the opener's
 * Suspense) until the tree is there, so that what it shows does not change under the user's keys.
 */
export function useMainNavigationTree(): NavItem[] | null {
  const url = useNavigationTreeUrl();
  return url ? use(mainNavigationTree(url)) : null;
}
