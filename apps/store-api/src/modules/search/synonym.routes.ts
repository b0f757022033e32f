import {
  searchSynonymsQuery,
  searchSynonymsRequest,
  searchSynonymsResponse,
} from '@tradeshop/api-client/contracts';
import type { StoreApi } from '../../platform/types.ts';
import { listSynonyms, replaceSynonyms } from './synonyms.ts';

/**
 * The distributor's search synonyms through the integration API (its `api` brings the bearer
 * check): read and replace the sets of a language. They apply to the next search, without reindexing.
 */
export function registerSynonymRoutes(api: StoreApi, prefix: string) {
  api.get(
    `${prefix}/search/synonyms`,
    {
      schema: {
        tags: ['Search'],
        summary: 'The synonym sets of a search language (`nl`, `fr`, `en` or `de`).',
        querystring: searchSynonymsQuery,
        response: { 200: searchSynonymsResponse },
      },
    },
    async (request) => {
      const { locale } = request.query;
      return { data: { locale, synonyms: await listSynonyms(api.db, locale) } };
    },
  );

  api.put(
    `${prefix}/search/synonyms`,
    {
      schema: {
        tags: ['Search'],
        summary:
          'Replaces the synonym sets of a search language. A set names 2 to 20 terms of 1 to 5 words that stand for each other ("inbus", "binnenzeskant"), or with `oneWay` that the first stands also for the others ("bout" finds "schroef", not the other way round). Searches use them at once; nothing is reindexed.',
        body: searchSynonymsRequest,
        response: { 200: searchSynonymsResponse },
      },
    },
    async (request) => {
      const { locale, synonyms } = request.body;
      await api.db.transaction((tx) => replaceSynonyms(tx, locale, synonyms));
      // This process searches with them from the next request on; the others once notified.
      await api.catalogCache.refresh();
      return { data: { locale, synonyms: await listSynonyms(api.db, locale) } };
    },
  );
}
