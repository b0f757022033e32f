import { type FeatureFlag, hasRight, type Right, type RightCode } from '@tradeshop/domain';
import type { MessageKey } from './i18n';

/**
 * An account screen: its sidebar entry and what opening it takes. The pages below its path
 * (create, details) belong to it. Without `right` every logged-in user may open it.
 */
export interface AccountScreen {
  path: string;
  label: MessageKey;
  right?: RightCode;
  /** Rights that open the screen too, for the part of it they cover. */
  alternatives?: readonly RightCode[];
  featureFlag?: FeatureFlag;
}

/** What a user meets on an account screen their rights do not open: its name and whom to ask. */
export const missingScreenRightCode = 'STOREFRONT__MISSING_SCREEN_RIGHT';

export interface MissingScreenRight {
  code: typeof missingScreenRightCode;
  screen: MessageKey;
  leadBuyers: string[];
}

/** Flows and order references: their budgets and their approvers are also managed on their own. */
const budgetPartRights = ['ROLE_MANAGE_BUDGETS', 'ROLE_MANAGE_APPROVERS'] as const;

/**
 * The account screens, in the order of the sidebar: the storefront's half of the rights matrix
 * (docs/rights-matrix.md). The account layout lets nobody into a screen this table does not allow,
 * and a test refuses an account route that has no entry here. A new screen adds its entry, e.g.
 * `{ path: '/account/orders', label: 'account.orders', right: 'ROLE_MANAGE_ORDER_HISTORY',
 * featureFlag: 'DISPLAY_ORDER_HISTORY' }`.
 */
export const accountScreens: readonly AccountScreen[] = [
  { path: '/account/dashboard', label: 'account.dashboard' },
  { path: '/account/profile', label: 'account.profile' },
  { path: '/account/addressbook', label: 'account.addressBook', right: 'ROLE_MANAGE_ADDRESSES' },
  { path: '/account/approvals', label: 'account.approvals', right: 'ROLE_APPROVE_ORDER_FLOWS' },
  {
    path: '/account/flows',
    label: 'account.flows',
    right: 'ROLE_MANAGE_ORDER_FLOWS',
    alternatives: budgetPartRights,
  },
  { path: '/account/orderlist', label: 'account.orderLists', right: 'ROLE_MANAGE_ORDER_LISTS' },
  {
    path: '/account/orders',
    label: 'account.orders',
    right: 'ROLE_MANAGE_ORDER_HISTORY',
    featureFlag: 'DISPLAY_ORDER_HISTORY',
  },
  {
    path: '/account/invoices',
    label: 'account.invoices',
    right: 'ROLE_MANAGE_INVOICE_HISTORY',
    featureFlag: 'DISPLAY_INVOICE_HISTORY',
  },
  {
    path: '/account/offers',
    label: 'account.offers',
    right: 'ROLE_MANAGE_OFFER_HISTORY',
    featureFlag: 'DISPLAY_OFFER_HISTORY',
  },
  {
    path: '/account/orderreferences',
    label: 'account.orderReferences',
    right: 'ROLE_MANAGE_ORDER_REFERENCES',
    alternatives: budgetPartRights,
  },
  { path: '/account/customer', label: 'account.users', right: 'ROLE_MANAGE_CONTACTS' },
  {
    path: '/account/costcenter',
    label: 'account.costCenter',
    right: 'ROLE_MANAGE_COST_CENTER',
    featureFlag: 'DISPLAY_COST_CENTER_MODULE',
  },
  { path: '/account/costposts', label: 'account.costPosts', right: 'ROLE_MANAGE_COST_POSTS' },
  { path: '/account/articlelinks', label: 'account.articleLinks', right: 'ROLE_MANAGE_ARTICLE_LINKS' },
  { path: '/account/newsletters', label: 'account.newsletters', right: 'ROLE_MANAGE_NEWS_LETTERS' },
];

/** The screen a path (without language prefix) belongs to. */
export function accountScreenOf(path: string): AccountScreen | undefined {
  return accountScreens.find((screen) => path === screen.path || path.startsWith(`${screen.path}/`));
}

export function mayOpen(
  screen: AccountScreen,
  rights: readonly Right[],
  featureFlags: readonly FeatureFlag[],
) {
  return (
    (!screen.right ||
      [screen.right, ...(screen.alternatives ?? [])].some((right) => hasRight(rights, right))) &&
    (!screen.featureFlag || featureFlags.includes(screen.featureFlag))
  );
}

/** Whether a user may open the account screen of a path (a link to it is shown only then). */
export function mayOpenPath(
  path: string,
  rights: readonly Right[],
  featureFlags: readonly FeatureFlag[],
): boolean {
  const screen = accountScreenOf(path);
  return screen !== undefined && mayOpen(screen, rights, featureFlags);
}

/** The sidebar entries a user may see, given their rights and the shop's feature flags. */
export function visibleAccountLinks(rights: readonly Right[], featureFlags: readonly FeatureFlag[]) {
  return accountScreens.filter((screen) => mayOpen(screen, rights, featureFlags));
}
