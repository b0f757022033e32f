import type { NavigationElement, NavigationType } from '@tradeshop/api-client/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { loadCategoryTree } from '../catalog/index.ts';
import { canonicalContentPaths } from '../cms/index.ts';

/** Depths the storefront loads each navigation with. */
export const navigationDepths: Record<NavigationType, number> = {
  'main-navigation': 3,
  'service-navigation': 2,
  'countries-navigation': 4,
  'footer-navigation': 1,
};

const rootOfType = (ctx: RequestContext, type: NavigationType) =>
  ({
    'main-navigation': ctx.salesChannel.navigation.main,
    'service-navigation': ctx.salesChannel.navigation.service,
    'countries-navigation': ctx.salesChannel.navigation.countries,
    'footer-navigation': ctx.salesChannel.navigation.footer,
  })[type];

function landingPageIds(elements: NavigationElement[]): string[] {
  return elements.flatMap((element) => [
    ...(element.linkType === 'landing_page' && element.internalLink ? [element.internalLink] : []),
    ...landingPageIds(element.children),
  ]);
}

/**
 * Entries that lead to a content page name its address in the request's language as their
 * `externalLink` (a path of the shop), as Shopware's landing pages carry their seo path.
 */
async function withContentPageAddresses(ctx: RequestContext, tree: NavigationElement[]) {
  const ids = landingPageIds(tree);
  if (ids.length === 0) return tree;
  const paths = await canonicalContentPaths(ctx.tx, ids);
  const addressed = (element: NavigationElement): NavigationElement => {
    const path =
      element.linkType === 'landing_page' && element.internalLink
        ? paths.get(element.internalLink)?.[ctx.language.id]
        : undefined;
    return {
      ...element,
      ...(path === undefined ? {} : { externalLink: `/${path}` }),
      children: element.children.map(addressed),
    };
  };
  return tree.map(addressed);
}

/** The tree of a navigation type, or below a category id; null when the root does not exist. */
export async function loadNavigation(
  ctx: RequestContext,
  root: NavigationType | string,
  depth?: number,
): Promise<NavigationElement[] | null> {
  const type = root in navigationDepths ? (root as NavigationType) : null;
  const rootId = type ? rootOfType(ctx, type) : root;
  if (!rootId) return type ? [] : null;
  const tree = await loadCategoryTree(ctx, rootId, depth ?? (type ? navigationDepths[type] : 1));
  return tree && withContentPageAddresses(ctx, tree);
}
