import { slugify } from '@tradeshop/domain';
import type { category, categoryTranslation, seoUrl } from '../db/schema.ts';
import { mainCategories } from './catalogue/index.ts';
import { demoUuid } from './ids.ts';
import { languages, type Text4 } from './languages.ts';
import {
  catalogueLink,
  countriesNavigation,
  footerNavigation,
  type NavEntry,
  navigationRootNames,
  serviceNavigation,
} from './navigation-trees.ts';
import { categoryIdOf } from './product-types.ts';
import { categoryDescription } from './vocabulary.ts';

type CategoryRow = typeof category.$inferInsert;
type CategoryTranslationRow = typeof categoryTranslation.$inferInsert;
type SeoUrlRow = typeof seoUrl.$inferInsert;

export interface NavigationRows {
  roots: { main: string; service: string; countries: string; footer: string };
  categories: CategoryRow[];
  translations: CategoryTranslationRow[];
  seoUrls: SeoUrlRow[];
}

/** The main navigation as navigation entries: top categories, subcategories, leaves, the link. */
function mainNavigation(): NavEntry[] {
  const tops: NavEntry[] = mainCategories.map((top) => ({
    key: top.key,
    name: top.name,
    type: top.type,
    children: top.subs.map((sub) => ({
      key: sub.key,
      name: sub.name,
      type: 'page',
      children: sub.leaves.map((leaf) => ({ key: leaf.key, name: leaf.name, type: 'page' })),
    })),
  }));
  return [...tops, catalogueLink];
}

interface Parent {
  id: string;
  keyPath: string;
  path: string;
  level: number;
  /** Names of the ancestors below the root, per language: the segments of the seo path. */
  names: string[][];
}

/**
 * Category rows of the four navigation trees. Only the main navigation has seo paths: its pages
 * are product listings, while the service and footer pages are content pages of the storefront.
 */
export function buildNavigation(salesChannelId: string): NavigationRows {
  const rows: NavigationRows = {
    roots: { main: '', service: '', countries: '', footer: '' },
    categories: [],
    translations: [],
    seoUrls: [],
  };

  const add = (entry: NavEntry, parent: Parent | null, position: number, withSeo: boolean) => {
    const keyPath = parent ? `${parent.keyPath}/${entry.key}` : entry.key;
    const id = categoryIdOf(keyPath);
    const children = entry.children ?? [];
    const names = parent
      ? languages.map((_, index) => [...parent.names[index]!, entry.name[index]!])
      : [[], [], [], []];
    const seoPaths =
      withSeo && parent && entry.type === 'page'
        ? names.map((segments) => segments.map(slugify).join('/'))
        : null;
    const isMainCategory = withSeo && parent !== null && entry.type !== 'link';
    rows.categories.push({
      id,
      parentId: parent?.id ?? null,
      path: parent ? `${parent.path || '|'}${parent.id}|` : '',
      level: parent ? parent.level + 1 : 1,
      position,
      type: entry.type,
      linkType: entry.type === 'link' ? 'external' : null,
      externalLink: entry.externalLink ?? null,
      internalLink: null,
      linkNewTab: entry.linkNewTab ?? false,
      active: true,
      visible: true,
      mediaId: null,
      childCount: children.length,
      // The main categories are the ERP's product groups, which articles name by this key.
      erpKey: isMainCategory ? keyPath.replace(/^main\//, '') : null,
      customFields: {},
    });
    const description: Text4 | null = isMainCategory ? categoryDescription(entry.name) : null;
    languages.forEach((language, index) => {
      const seoPath = seoPaths?.[index];
      rows.translations.push({
        categoryId: id,
        languageId: language.id,
        name: entry.name[index]!,
        description: description?.[index] ?? null,
        metaTitle: isMainCategory ? entry.name[index]! : null,
        metaDescription: description?.[index] ?? null,
        customFields: seoPath ? { dexisSeoCanonicalLink: seoPath } : {},
      });
      if (seoPath) {
        rows.seoUrls.push({
          id: demoUuid('seo-url', `${language.code}:navigation:${id}`),
          salesChannelId,
          languageId: language.id,
          foreignKey: id,
          routeName: 'frontend.navigation.page',
          pathInfo: `/navigation/${id}`,
          seoPathInfo: seoPath,
          isCanonical: true,
        });
      }
    });
    const self: Parent = {
      id,
      keyPath,
      path: rows.categories.at(-1)!.path!,
      level: rows.categories.at(-1)!.level,
      names,
    };
    children.forEach((child, childPosition) => {
      add(child, self, childPosition, withSeo);
    });
    return id;
  };

  const root = (key: keyof NavigationRows['roots'], entries: NavEntry[], withSeo: boolean) => {
    rows.roots[key] = add(
      { key, name: navigationRootNames[key], type: 'page', children: entries },
      null,
      0,
      withSeo,
    );
  };
  root('main', mainNavigation(), true);
  root('service', serviceNavigation, false);
  root('countries', countriesNavigation, false);
  root('footer', footerNavigation, false);
  return rows;
}
