import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  bmecatUploadQuery,
  integrationImportParams,
  integrationImportRecord,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { Database } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { importCatalogue } from './catalogue-import-job.ts';
import { importById, startRecordedImport } from './integration-imports.ts';

/** The largest catalogue file taken: a supplier's full BMEcat with 100,000 products and their features. */
export const catalogueMaxBytes = 512 * 1024 * 1024;
const xmlTypes = ['application/xml', 'text/xml'];

/**
 * Writes a catalogue's bytes to a file of its own below the system's temporary folder (read twice
 * by the import, never held in memory whole), refusing it past `catalogueMaxBytes`; answers the file.
 */
async function spooled(source: Readable): Promise<{ path: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'catalogue-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const path = join(folder, 'catalogue.xml');
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytes += chunk.length;
      if (bytes > catalogueMaxBytes) next(new CatalogueTooLarge());
      else next(null, chunk);
    },
  });
  try {
    await pipeline(source, limit, createWriteStream(path));
  } catch (error) {
    await remove();
    const tooLarge =
      error instanceof CatalogueTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw tooLarge
      ? new ApiProblem(
          413,
          errorCodes.integrationInvalidCatalogue,
          `A catalogue file may hold up to ${catalogueMaxBytes / 1024 / 1024} MB.`,
        )
      : error;
  }
  return { path, remove };
}

class CatalogueTooLarge extends Error {}

/**
 * `POST <prefix>/catalog/bmecat`: a BMEcat catalogue as the body (`application/xml`) or as the
 * `file` of a multipart upload. The upload is answered at once (202, the import's address); the
 * import runs after it, whole or not at all, and `GET <prefix>/imports/<id>` tells how it ended.
 * Closing the app waits for the imports it runs.
 */
export async function registerCatalogueImports(
  guarded: StoreApi,
  prefix: string,
  database: Database,
  clientOf: (request: object) => string | undefined,
) {
  const running = new Set<Promise<void>>();
  guarded.addHook('onClose', async () => {
    await Promise.all(running);
  });

  guarded.get(
    `${prefix}/imports/:id`,
    {
      schema: {
        tags: ['Imports'],
        summary:
          'An import by its id (a catalogue file’s, from the address its upload answered): `running`, then `applied` with its counts, `refused` with each refused row and its line (or the `problem` of a file refused whole), or `failed`. Nothing of a refused or failed import is applied.',
        params: integrationImportParams,
        response: { 200: integrationImportRecord },
      },
    },
    async (request) => {
      const entry = await importById(guarded.db, request.params.id);
      if (!entry)
        throw new ApiProblem(404, errorCodes.integrationUnknownImport, `No import ${request.params.id}.`);
      return { data: entry };
    },
  );

  await guarded.register(async (catalogues: StoreApi) => {
    // The body stays a stream: the route spools it to a file with its own limit.
    catalogues.addContentTypeParser(xmlTypes, (_request, payload, done) => done(null, payload));
    await catalogues.register(multipart, {
      limits: { fileSize: catalogueMaxBytes, files: 1, fields: 0, parts: 1 },
    });
    catalogues.post(
      `${prefix}/catalog/bmecat`,
      {
        bodyLimit: catalogueMaxBytes,
        schema: {
          tags: ['Imports'],
          summary: `A BMEcat catalogue (1.2 or 2005; T_NEW_CATALOG, T_UPDATE_PRODUCTS or T_UPDATE_PRICES) as the body with \`content-type: application/xml\`, or as the \`file\` of a multipart/form-data upload, up to ${catalogueMaxBytes / 1024 / 1024} MB. Answered at once with 202 and the import’s address (\`Location\`, \`GET /integration-api/imports/<id>\`); the import runs after it, one catalogue at a time (a later upload stays \`running\` until the earlier one has ended). Each product becomes an article as \`PUT /integration-api/articles\` takes it (SUPPLIER_PID the number, DESCRIPTION_SHORT and DESCRIPTION_LONG per language, MANUFACTURER_NAME a brand by its key or name, PRODUCT_TO_CATALOGGROUP_MAP a product group by its key, ORDER_UNIT, QUANTITY_MIN, QUANTITY_INTERVAL and QUANTITY_MAX the order rules, MIME pictures by their path in the media library, PRODUCT_REFERENCE its accessories, spare parts, similar articles, parts and successor), its prices (net_list, else net_customer or gros_list; LOWER_BOUND tiers per PRICE_QUANTITY) as \`PUT /integration-api/list-prices\`. With \`groupsUnder=<category key>\` the file's groups (CATALOG_STRUCTURE) the shop lacks become categories below that one, each below its parent group; without it a product in such a group is refused. REFERENCE_FEATURE_GROUP_ID of an ETIM system is the article's ETIM class. The whole file or nothing: a refused import names each refused product with its line.`,
          querystring: bmecatUploadQuery,
          consumes: [...xmlTypes, 'multipart/form-data'],
          response: { 202: integrationImportRecord },
        },
      },
      async (request, reply) => {
        const upload = request.isMultipart() ? await request.file() : null;
        const body = (upload?.file ?? request.body) as Readable | undefined;
        if (!body || typeof body.pipe !== 'function')
          throw new ApiProblem(
            request.isMultipart() ? 400 : 415,
            errorCodes.integrationInvalidCatalogue,
            'Send the catalogue as application/xml or as the file of a multipart/form-data upload.',
          );
        const file = await spooled(body);
        const receivedAt = new Date();
        const { entry, ended } = await startRecordedImport(
          catalogues.db,
          { kind: 'bmecat', clientId: clientOf(request), fileName: upload?.filename ?? null },
          () =>
            importCatalogue(database, catalogues.ports.erp, {
              path: file.path,
              receivedAt,
              groupsUnder: request.query.groupsUnder ?? null,
            }),
          (error) => request.log.error({ err: error }, 'A catalogue import failed'),
        );
        const done = ended.finally(() => file.remove());
        running.add(done);
        void done.finally(() => running.delete(done));
        reply.code(202).header('Location', `${prefix}/imports/${entry.id}`);
        return { data: entry };
      },
    );
  });
}
