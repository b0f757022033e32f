import { contentPageImport, contentPageImportResponse } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { z } from 'zod';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { deleteContentPage, writeContentPage } from '../cms/index.ts';
import { languageIdOfLocale } from '../sales-channel/index.ts';

const contentKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'takes 1 to 80 lower-case letters, digits and dashes');

/**
 * Content pages from the distributor's content system: a page by its key with its texts per
 * language (the home page is `home`). Pictures go in first through `PUT /media/:file`.
 */
export function registerContentImports(api: StoreApi, prefix: string) {
  api.put(
    `${prefix}/content-pages/:key`,
    {
      schema: {
        tags: ['Content'],
        summary:
          'Creates or replaces a content page by its key: per language its address, title, meta texts and blocks (text, image, image-text, hero, product-slider, category-teaser, video, call-to-action, downloads, contact-form). A language left out loses its text; a changed address keeps the old one, which answers 301 to the new.',
        params: z.object({ key: contentKey }),
        body: contentPageImport,
        response: { 200: contentPageImportResponse },
      },
    },
    async (request) => {
      const { key } = request.params;
      const translations = await Promise.all(
        request.body.translations.map(async (translation) => {
          const languageId = await languageIdOfLocale(api.db, translation.language);
          if (!languageId)
            throw new ApiProblem(
              422,
              errorCodes.integrationInvalidContent,
              `The shop has no language ${translation.language}.`,
              { language: translation.language },
            );
          return { ...translation, languageId, path: key === 'home' ? null : translation.path };
        }),
      );
      const languages = translations.map((translation) => translation.languageId);
      if (new Set(languages).size !== languages.length)
        throw new ApiProblem(422, errorCodes.integrationInvalidContent, 'A language is given twice.', {});
      const withoutPath = request.body.translations.find(
        (translation) => key !== 'home' && !translation.path,
      );
      if (withoutPath)
        throw new ApiProblem(
          422,
          errorCodes.integrationInvalidContent,
          `The page needs an address (path) in ${withoutPath.language}.`,
          { language: withoutPath.language },
        );
      const outcome = await api.db.transaction((tx) =>
        writeContentPage(tx, { key, active: request.body.active, translations }),
      );
      return { data: { key, outcome } };
    },
  );

  api.delete(
    `${prefix}/content-pages/:key`,
    {
      schema: {
        tags: ['Content'],
        summary: 'Deletes a content page with its addresses.',
        params: z.object({ key: contentKey }),
        response: { 200: contentPageImportResponse },
      },
    },
    async (request) => {
      const { key } = request.params;
      const removed = await api.db.transaction((tx) => deleteContentPage(tx, key));
      if (!removed) throw notFound(errorCodes.notFound, `No content page ${key}.`, { key });
      return { data: { key, outcome: 'deleted' as const } };
    },
  );
}
