import { mediaAltLanguages } from '@tradeshop/domain';
import { z } from 'zod';
import { id } from './common.ts';

/**
 * The footer and service navigation in the back-office (permission `content.manage`): their entries
 * with a label per language, each leading to a content page, a category or an address.
 */

export const editableNavigations = ['footer', 'service'] as const;
export type EditableNavigation = (typeof editableNavigations)[number];
export const editableNavigationParams = z.object({ type: z.enum(editableNavigations) });

type Language = (typeof mediaAltLanguages)[number];
const label = z.string().trim().min(1).max(80);
export const navigationLabels = z.object(
  Object.fromEntries(mediaAltLanguages.map((language) => [language, label])) as Record<
    Language,
    typeof label
  >,
);

/** Where an entry leads: a content page, a category of the catalogue, or an address (a shop path or http(s)). */
export const navigationLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('content-page'), contentPageId: id }),
  z.object({ kind: z.literal('category'), categoryId: id }),
  z.object({
    kind: z.literal('url'),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(
        // A path's second character is no slash: `//host` is another site. (No lookahead: the fuzz generates from it.)
        /^(https?:\/\/\S+|\/([^\s/]\S*)?)$/,
        'an http(s) address or a path of the shop starting with /',
      ),
  }),
]);
export type NavigationLink = z.infer<typeof navigationLink>;

export const adminNavigationEntry = z.object({
  id,
  labels: z.object(
    Object.fromEntries(mediaAltLanguages.map((language) => [language, z.string()])) as Record<
      Language,
      z.ZodString
    >,
  ),
  /** A page of its own (the shop's legal pages), a folder of entries, or a link. */
  type: z.enum(['page', 'folder', 'link']),
  /** Where a link leads; null for a page or a folder, or a link of a kind the editor does not make. */
  link: navigationLink.nullable(),
  children: z.number().int(),
});
export type AdminNavigationEntry = z.infer<typeof adminNavigationEntry>;

export const adminNavigationResponse = z.object({
  data: z.object({
    type: z.enum(editableNavigations),
    entries: z.array(adminNavigationEntry),
    /** What an entry may lead to. */
    contentPages: z.array(z.object({ id, key: z.string(), title: z.string() })),
    categories: z.array(z.object({ id, name: z.string() })),
  }),
});
export type AdminNavigation = z.infer<typeof adminNavigationResponse>['data'];

/** POST /admin-api/navigation/{type}: a new entry at the end. */
export const adminNavigationEntryInput = z.object({ labels: navigationLabels, link: navigationLink });
export type AdminNavigationEntryInput = z.input<typeof adminNavigationEntryInput>;

/** PUT /admin-api/navigation/{type}/order: every entry's id, in the new order. */
export const adminNavigationOrder = z.object({ ids: z.array(id).min(1).max(200) });
