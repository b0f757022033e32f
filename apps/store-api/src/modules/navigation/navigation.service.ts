import type { NavigationElement, NavigationType } from '@tradeshop/api-client/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { loadCategoryTree } from '../catalog/index.ts';

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

/** The tree of a navigation type, or below a category id; null when the root does not exist. */
export async function loadNavigation(
  ctx: RequestContext,
  root: NavigationType | string,
  depth?: number,
): Promise<NavigationElement[] | null> {
  const type = root in navigationDepths ? (root as NavigationType) : null;
  const rootId = type ? rootOfType(ctx, type) : root;
  if (!rootId) return type ? [] : null;
  return loadCategoryTree(ctx, rootId, depth ?? (type ? navigationDepths[type] : 1));
}
