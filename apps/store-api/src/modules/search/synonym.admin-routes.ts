import {
  searchSynonymsQuery,
  searchSynonymsRequest,
  searchSynonymsResponse,
} from '@tradeshop/api-client/contracts';
import { synonymLinesOf } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';
import type { StoreApi } from '../../platform/types.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { listSynonyms, replaceSynonyms } from './synonyms.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Search'];

/**
 * The search synonyms in the back-office (content editors), the same sets the integration API
 * replaces; each change goes to the audit log as the sets before and after, one per line. app.ts
 * hands in the staff module's `staffActorOf`.
 */
export const registerSynonymAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/search/synonyms`,
      {
        config,
        schema: {
          tags,
          summary: 'The synonym sets of a search language (`nl`, `fr`, `en` or `de`).',
          querystring: searchSynonymsQuery,
          response: { 200: searchSynonymsResponse },
        },
      },
      async (request) => {
        const { locale } = request.query;
        return { data: { locale, synonyms: await listSynonyms(guarded.db, locale) } };
      },
    );

    guarded.put(
      `${prefix}/search/synonyms`,
      {
        config,
        schema: {
          tags,
          summary:
            'Replaces the synonym sets of a search language, as the integration API does: searches use them at once. Recorded in the audit log.',
          body: searchSynonymsRequest,
          response: { 200: searchSynonymsResponse },
        },
      },
      async (request) => {
        const { locale, synonyms } = request.body;
        await guarded.db.transaction(async (tx) => {
          const before = synonymLinesOf(await listSynonyms(tx, locale));
          await replaceSynonyms(tx, locale, synonyms);
          const after = synonymLinesOf(await listSynonyms(tx, locale));
          if (before !== after)
            await recordAudit(tx, actorOf(request), {
              objectType: 'search-synonyms',
              objectId: locale,
              action: 'changed',
              changes: { synonyms: [before, after] },
            });
        });
        return { data: { locale, synonyms: await listSynonyms(guarded.db, locale) } };
      },
    );
  };
