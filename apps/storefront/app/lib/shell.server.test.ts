import type { NavigationElement, StoreApiClient } from '@tradeshop/api-client';
import { storefrontLocales } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { categoryTiles, navigationOfPage, shellOf, subcategoriesOf } from './shell.server';

const at = { language: storefrontLocales.find((language) => language.code === 'fr-FR')!, languageId: 'fr' };

/** A visible category page without seo paths, with its children. */
function category(id: string, children: NavigationElement[] = []): NavigationElement {
  return {
    id,
    name: id,
    translated: { name: id },
    type: 'page',
    visible: true,
    seoUrls: [],
    media: null,
    children,
  } as unknown as NavigationElement;
}

/** The main navigation three levels deep, as the Store API answers it, and the calls made of it. */
function storeApi() {
  const asked: string[] = [];
  const client = {
    // A version of its own: the storefront's files share their worker's modules, and so what those keep.
    catalogVersion: 'shell-test-1',
    navigation: async (type: string) => {
      asked.push(`navigation ${type}`);
      return type === 'main-navigation'
        ? [category('tools', [category('drills', [category('cordless-drills')])])]
        : [];
    },
    cmsFooter: async () => null,
    subcategories: async (id: string) => {
      asked.push(`subcategories ${id}`);
      return [category(`${id}-child`)];
    },
  };
  return { client: client as unknown as StoreApiClient, asked };
}

describe('a category page’s tiles', () => {
  it('come from the kept main navigation for its first two levels, asking nothing more', async () => {
    const { client, asked } = storeApi();
    expect((await subcategoriesOf(client, at, 'tools')).map((item) => item.id)).toEqual(['drills']);
    expect((await subcategoriesOf(client, at, 'drills')).map((item) => item.id)).toEqual(['cordless-drills']);
    expect(asked.filter((call) => call.startsWith('subcategories'))).toEqual([]);
  });

  it('are asked of the Store API for a deeper category, whose children the navigation does not hold', async () => {
    const { client, asked } = storeApi();
    expect((await subcategoriesOf(client, at, 'cordless-drills')).map((item) => item.id)).toEqual([
      'cordless-drills-child',
    ]);
    expect(asked).toContain('subcategories cordless-drills');
  });
});

describe('the main navigation a page sends', () => {
  it('holds the top categories for the bar, with how many entries each has below it but not the entries', async () => {
    const { client } = storeApi();
    const [tools] = navigationOfPage((await shellOf(client, at)).navigation);
    expect(tools).toMatchObject({ id: 'tools', childCount: 1, children: [] });
  });

  it('gives the home page’s tiles their first five sub-categories, without the level below them', async () => {
    const { client } = storeApi();
    const { navigation } = await shellOf(client, at);
    const many = {
      ...navigation[0]!,
      children: Array.from({ length: 7 }, () => navigation[0]!.children[0]!),
    };
    const [tile] = categoryTiles([many]);
    expect(tile!.children).toHaveLength(5);
    expect(tile!.children[0]).toMatchObject({ id: 'drills', childCount: 1, children: [] });
  });
});
