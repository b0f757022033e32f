import {
  type AdminCatalogFile,
  adminCatalogFileChange,
  adminCatalogFileListResponse,
  adminCatalogFileQuery,
  adminCatalogFileResponse,
  id,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import {
  type AdminCatalogFileRow,
  adminCatalogFile,
  adminCatalogFilePage,
  changeCatalogFileTexts,
} from './files-catalog.service.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Files catalogue'];
const params = z.object({ id });

const answerOf = ({ languageCode, ...row }: AdminCatalogFileRow): AdminCatalogFile => ({
  ...row,
  language: languageCode,
});

async function fileOrNotFound(tx: Tx, fileId: string) {
  const file = await adminCatalogFile(tx, fileId);
  if (!file)
    throw notFound(errorCodes.adminCatalogFileNotFound, 'No such entry in the files catalogue.', {
      id: fileId,
    });
  return file;
}

/** The files catalogue in the back-office (content editors): titles and descriptions, audited. */
export const registerCatalogFileAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/catalog-file`,
      {
        config,
        schema: {
          tags,
          summary: 'The files catalogue’s entries by title, found by title or key (`term`).',
          querystring: adminCatalogFileQuery,
          response: { 200: adminCatalogFileListResponse },
        },
      },
      async (request) => {
        const { rows, total } = await adminCatalogFilePage(guarded.db, request.query);
        return { data: rows.map(answerOf), total };
      },
    );

    guarded.get(
      `${prefix}/catalog-file/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'An entry of the files catalogue.',
          params,
          response: { 200: adminCatalogFileResponse },
        },
      },
      async (request) => ({ data: answerOf(await fileOrNotFound(guarded.db, request.params.id)) }),
    );

    guarded.patch(
      `${prefix}/catalog-file/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'Writes an entry’s title and description; the ERP’s import keeps them from then on. Recorded in the audit log.',
          params,
          body: adminCatalogFileChange,
          response: { 200: adminCatalogFileResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction(async (tx) => {
          const before = await fileOrNotFound(tx, request.params.id);
          await changeCatalogFileTexts(tx, before.id, request.body);
          const changes = changedFields(
            { title: before.title, description: before.description },
            request.body,
          );
          if (Object.keys(changes).length > 0) {
            await recordAudit(tx, actorOf(request), {
              objectType: 'catalog-file',
              objectId: before.id,
              action: 'changed',
              changes,
            });
            await markCatalogChanged(tx);
          }
          return answerOf(await fileOrNotFound(tx, before.id));
        }),
      }),
    );
  };
