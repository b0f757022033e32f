/** The per-user rights of the specification (account-and-ordering.md §6). */
export const rightCodes = [
  'ROLE_ACCESS_QUICK_ORDER_FORM',
  'ROLE_ADD_ORDER_REFERENCES',
  'ROLE_MANAGE_ADDRESSES',
  'ROLE_MANAGE_APPROVERS',
  'ROLE_MANAGE_ARTICLE_LINKS',
  'ROLE_MANAGE_BUDGETS',
  'ROLE_MANAGE_CONTACTS',
  'ROLE_MANAGE_COST_POSTS',
  'ROLE_MANAGE_INVOICE_HISTORY',
  'ROLE_MANAGE_NEWS_LETTERS',
  'ROLE_MANAGE_ORDER_HISTORY',
  'ROLE_MANAGE_ORDER_LISTS',
  'ROLE_MANAGE_ORDER_REFERENCES',
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_OWN_CONTACT_INFO',
  'ROLE_PLACE_ORDERS',
  'ROLE_REQUEST_OFFER',
  'ROLE_VIEW_PRICES',
  'ROLE_MANAGE_OFFER_HISTORY',
  'ROLE_MANAGE_ORDER_FLOWS',
  'ROLE_APPROVE_ORDER_FLOWS',
  'ROLE_MANAGE_COST_CENTER',
  'ROLE_ACCESS_COST_CENTER',
  'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
] as const;
export type RightCode = (typeof rightCodes)[number];

export interface Right {
  code: RightCode;
  enabled: boolean;
}

/** Always all 24 entries, in the order of the specification: enabled when listed in `granted`. */
export function rightsOf(granted: Iterable<string>): Right[] {
  const set = new Set(granted);
  return rightCodes.map((code) => ({ code, enabled: set.has(code) }));
}

export function hasRight(rights: readonly Right[], code: RightCode): boolean {
  return rights.some((right) => right.code === code && right.enabled);
}

export function isRightCode(value: string): value is RightCode {
  return (rightCodes as readonly string[]).includes(value);
}

/** The rights as the users screen groups its toggles; every code sits in exactly one group. */
export const rightGroups = [
  {
    key: 'ordering',
    rights: [
      'ROLE_VIEW_PRICES',
      'ROLE_PLACE_ORDERS',
      'ROLE_ACCESS_QUICK_ORDER_FORM',
      'ROLE_MANAGE_ORDER_LISTS',
      'ROLE_REQUEST_OFFER',
      'ROLE_ADD_ORDER_REFERENCES',
      'ROLE_ACCESS_COST_CENTER',
    ],
  },
  {
    key: 'history',
    rights: [
      'ROLE_MANAGE_ORDER_HISTORY',
      'ROLE_MANAGE_COMPANY_ORDER_HISTORY',
      'ROLE_MANAGE_INVOICE_HISTORY',
      'ROLE_MANAGE_OFFER_HISTORY',
    ],
  },
  {
    key: 'budgets',
    rights: [
      'ROLE_MANAGE_ORDER_FLOWS',
      'ROLE_APPROVE_ORDER_FLOWS',
      'ROLE_MANAGE_BUDGETS',
      'ROLE_MANAGE_APPROVERS',
      'ROLE_MANAGE_ORDER_REFERENCES',
      'ROLE_MANAGE_COST_CENTER',
      'ROLE_MANAGE_COST_POSTS',
    ],
  },
  {
    key: 'company',
    rights: [
      'ROLE_MANAGE_CONTACTS',
      'ROLE_MANAGE_ADDRESSES',
      'ROLE_MANAGE_ARTICLE_LINKS',
      'ROLE_MANAGE_NEWS_LETTERS',
    ],
  },
  { key: 'ownAccount', rights: ['ROLE_MANAGE_OWN_ACCOUNT', 'ROLE_MANAGE_OWN_CONTACT_INFO'] },
] as const satisfies readonly { key: string; rights: readonly RightCode[] }[];

const viewerRights: RightCode[] = [
  'ROLE_VIEW_PRICES',
  'ROLE_MANAGE_ORDER_HISTORY',
  'ROLE_MANAGE_INVOICE_HISTORY',
  'ROLE_MANAGE_OFFER_HISTORY',
  'ROLE_MANAGE_OWN_ACCOUNT',
  'ROLE_MANAGE_OWN_CONTACT_INFO',
];
const buyerRights: RightCode[] = [
  ...viewerRights,
  'ROLE_PLACE_ORDERS',
  'ROLE_ACCESS_QUICK_ORDER_FORM',
  'ROLE_MANAGE_ORDER_LISTS',
  'ROLE_REQUEST_OFFER',
  'ROLE_ADD_ORDER_REFERENCES',
  'ROLE_ACCESS_COST_CENTER',
  'ROLE_MANAGE_ARTICLE_LINKS',
];

/**
 * Starting points for setting a user's rights quickly. A preset only fills the 24 toggles: what a
 * user holds is always the individual entries, which can be changed one by one afterwards.
 */
export const rightPresets = {
  viewer: viewerRights,
  buyer: buyerRights,
  approver: [...buyerRights, 'ROLE_APPROVE_ORDER_FLOWS', 'ROLE_MANAGE_COMPANY_ORDER_HISTORY'],
  administrator: [...rightCodes],
} as const satisfies Record<string, readonly RightCode[]>;
export type RightPreset = keyof typeof rightPresets;
export const rightPresetNames = Object.keys(rightPresets) as RightPreset[];

export function isRightPreset(value: string): value is RightPreset {
  return Object.hasOwn(rightPresets, value);
}
