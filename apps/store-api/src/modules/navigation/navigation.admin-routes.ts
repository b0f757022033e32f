import {
  adminNavigationEntryInput,
  adminNavigationOrder,
  adminNavigationResponse,
  type EditableNavigation,
  editableNavigationParams,
  id,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/index.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import {
  addNavigationEntry,
  navigationCategoryChoices,
  navigationEntries,
  removeNavigationEntry,
  reorderNavigationEntries,
} from '../catalog/index.ts';
import { contentPageChoices } from '../cms/index.ts';
import { languageIdOfLocale, navigationRootIdOf } from '../sales-channel/index.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Navigation'];

async function rootOf(tx: Tx, type: EditableNavigation): Promise<string> {
  const root = await navigationRootIdOf(tx, type);
  if (!root) throw notFound(errorCodes.adminNavigationEntryNotFound, `The shop has no ${type} navigation.`);
  return root;
}

async function navigationOf(tx: Tx, type: EditableNavigation) {
  const root = await rootOf(tx, type);
  const [entries, contentPages, categories] = await Promise.all([
    navigationEntries(tx, root),
    languageIdOfLocale(tx, 'nl-NL').then((dutch) => contentPageChoices(tx, dutch)),
    navigationRootIdOf(tx, 'main').then((main) => navigationCategoryChoices(tx, main)),
  ]);
  return { type, entries, contentPages, categories };
}

const contentPageExists = (tx: Tx) => async (pageId: string) =>
  (await contentPageChoices(tx, null)).some((page) => page.id === pageId);

/** The entries' labels in one line, in their order, as the audit log keeps a navigation. */
const entryLines = (entries: Awaited<ReturnType<typeof navigationEntries>>) =>
  entries.map((entry) => entry.labels.nl).join(' | ');

/**
 * The footer and service navigation in the back-office (content editors): add an entry with a label
 * per language leading to a content page, a category or an address, reorder and remove entries. The
 * shop shows a change at once (the catalogue version moves on); each is in the audit log.
 */
export const registerNavigationAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    /** Runs a change of a navigation and records its entries before and after. */
    const change = (
      request: FastifyRequest,
      type: EditableNavigation,
      action: string,
      apply: (tx: Tx, root: string) => Promise<void>,
    ) =>
      guarded.db.transaction(async (tx) => {
        const root = await rootOf(tx, type);
        const before = entryLines(await navigationEntries(tx, root));
        await apply(tx, root);
        const after = entryLines(await navigationEntries(tx, root));
        await recordAudit(tx, actorOf(request), {
          objectType: 'navigation',
          objectId: type,
          action,
          changes: { entries: [before, after] },
        });
        await markCatalogChanged(tx);
        return navigationOf(tx, type);
      });

    guarded.get(
      `${prefix}/navigation/:type`,
      {
        config,
        schema: {
          tags,
          summary:
            'The entries of the footer or service navigation in their order, and what an entry may lead to.',
          params: editableNavigationParams,
          response: { 200: adminNavigationResponse },
        },
      },
      async (request) => ({ data: await navigationOf(guarded.db, request.params.type) }),
    );

    guarded.post(
      `${prefix}/navigation/:type`,
      {
        config,
        schema: {
          tags,
          summary:
            'Adds an entry at the end: `labels` in nl, fr and en, and a `link` to a content page, a category or an address. Recorded in the audit log.',
          params: editableNavigationParams,
          body: adminNavigationEntryInput,
          response: { 200: adminNavigationResponse },
        },
      },
      async (request) => ({
        data: await change(request, request.params.type, 'entry-added', async (tx, root) => {
          await addNavigationEntry(tx, root, request.body, contentPageExists(tx));
        }),
      }),
    );

    guarded.put(
      `${prefix}/navigation/:type/order`,
      {
        config,
        schema: {
          tags,
          summary:
            'Puts the entries in the order of `ids`, which names each once. Recorded in the audit log.',
          params: editableNavigationParams,
          body: adminNavigationOrder,
          response: { 200: adminNavigationResponse },
        },
      },
      async (request) => ({
        data: await change(request, request.params.type, 'entries-reordered', (tx, root) =>
          reorderNavigationEntries(tx, root, request.body.ids),
        ),
      }),
    );

    guarded.delete(
      `${prefix}/navigation/:type/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Removes an entry (one holding entries of its own is refused). Recorded in the audit log.',
          params: editableNavigationParams.extend({ id }),
          response: { 200: adminNavigationResponse },
        },
      },
      async (request) => ({
        data: await change(request, request.params.type, 'entry-removed', (tx, root) =>
          removeNavigationEntry(tx, root, request.params.id),
        ),
      }),
    );
  };
