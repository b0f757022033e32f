import { type FeatureFlag, hasRight, type Right, type RightCode } from '@tradeshop/domain';
import type { MessageKey } from './i18n';

/** One entry of the account sidebar: shown when the user holds `right` and the shop has `featureFlag`. */
export interface AccountLink {
  path: string;
  label: MessageKey;
  right?: RightCode;
  featureFlag?: FeatureFlag;
}

/**
 * The account pages, in the order of the sidebar. A new account page adds its entry here, e.g.
 * `{ path: '/account/orders', label: 'account.orders', right: 'ROLE_MANAGE_ORDER_HISTORY',
 * featureFlag: 'DISPLAY_ORDER_HISTORY' }`; pages that do not exist yet have no entry.
 */
export const accountLinks: readonly AccountLink[] = [
  { path: '/account/dashboard', label: 'account.dashboard' },
  { path: '/account/profile', label: 'account.profile' },
  { path: '/account/addressbook', label: 'account.addressBook', right: 'ROLE_MANAGE_ADDRESSES' },
];

/** The entries a user may see, given their rights and the shop's feature flags. */
export function visibleAccountLinks(rights: readonly Right[], featureFlags: readonly FeatureFlag[]) {
  return accountLinks.filter(
    (link) =>
      (!link.right || hasRight(rights, link.right)) &&
      (!link.featureFlag || featureFlags.includes(link.featureFlag)),
  );
}
