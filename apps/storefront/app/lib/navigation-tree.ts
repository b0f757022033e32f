import { use } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { NavItem } from './catalog-view.server';

/** The header's menus whole, as the navigation tree's address answers them. */
export interface ShellMenus {
  main: NavItem[];
  service: NavItem[];
  countries: NavItem[];
}

const fetched = new Map<string, Promise<ShellMenus | null>>();

/**
 * The whole menus (the main navigation's three levels, the service navigation, the countries) from
 * `url`, fetched once per language and catalogue version; null when they cannot be had, and then
 * asked again next time.
 */
export function shellMenus(url: string): Promise<ShellMenus | null> {
  let menus = fetched.get(url);
  if (!menus) {
    menus = fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<ShellMenus>) : null))
      .catch(() => null);
    fetched.set(url, menus);
    const settled = menus;
    void settled.then((answer) => {
      if (!answer) fetched.delete(url);
      // React's `use` reads a promise marked so at once, without suspending for it again.
      Object.assign(settled, { status: 'fulfilled', value: answer });
    });
  }
  return menus;
}

/** Where the page's whole menus are (the shell's loader names it). */
export function useNavigationTreeUrl(): string | null {
  return (
    (useRouteLoaderData('shop') as { navigationTreeUrl?: string } | undefined)?.navigationTreeUrl ?? null
  );
}

/** What opens a menu does with the whole menus: fetch them ahead, and open once they are there. */
export function useMenusLoader() {
  const url = useNavigationTreeUrl();
  return {
    /** Fetches them when the pointer or focus first reaches what opens them. */
    preload() {
      if (url) void shellMenus(url);
    },
    /**
     * Opens a dropdown once they are there (at once when they are), so that its links are in place
     * for the next key; without an address it opens as the page has it.
     */
    openWhenLoaded(open: () => void) {
      if (url) void shellMenus(url).then(open);
      else open();
    },
  };
}

/**
 * The whole menus for a panel or menu that opens: it suspends (inside the opener's Suspense) until
 * they are there, so that what it shows does not change under the user's keys.
 */
export function useShellMenus(): ShellMenus | null {
  const url = useNavigationTreeUrl();
  return url ? use(shellMenus(url)) : null;
}

/** The children of a menu's entry, from the whole menu when it is there, else as the page has them. */
export function childrenOf(item: NavItem, whole: NavItem[] | undefined): NavItem[] {
  return whole?.find((entry) => entry.id === item.id)?.children ?? item.children;
}
