import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  adminMediaChange,
  adminMediaListResponse,
  adminMediaQuery,
  adminMediaResponse,
  id,
  mediaUploadFields,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { errorCodes, libraryFileName, mediaExtensionOf, mediaUpload } from '@tradeshop/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { parseOrThrow } from '../../platform/violations.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import {
  deleteLibraryMedia,
  insertLibraryMedia,
  libraryMedia,
  libraryMediaPage,
  setMediaAlts,
} from '../catalog/index.ts';
import { staffNames } from '../staff/index.ts';
import {
  adminMediaItemOf,
  checkUpload,
  libraryFolder,
  mediaUses,
  removeUploadFiles,
  writeUploadFiles,
} from './media-library.ts';

const config = { staffRule: 'content.manage' } as const;
const tags = ['Media'];
const params = z.object({ id });

/** Room for the alternative texts and the multipart boundaries next to the file. */
const formOverheadBytes = 64 * 1024;

function mediaNotFound(mediaId: string): never {
  throw notFound(errorCodes.adminMediaNotFound, 'No such file in the media library.', { id: mediaId });
}

async function detailOf(tx: Tx, mediaId: string) {
  const row = await libraryMedia(tx, mediaId);
  if (!row) mediaNotFound(mediaId);
  const [names, uses] = await Promise.all([
    staffNames(tx, [row.uploadedBy]),
    mediaUses(tx, { id: row.id, path: row.path }),
  ]);
  return { ...adminMediaItemOf(row, names), uses };
}

/** The file and the text fields of an upload; a file over the limit is refused as soon as it passes it. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new ApiProblem(
      415,
      errorCodes.adminMediaUnsupportedType,
      'Send the picture as multipart/form-data, in the field `file`.',
    );
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiProblem(
        413,
        errorCodes.adminMediaTooLarge,
        `The file is larger than the media library takes (${mediaUpload.maxBytes} bytes).`,
        { maxBytes: mediaUpload.maxBytes },
      );
    throw error;
  }
  const alts = parseOrThrow(mediaUploadFields, fields, 'body');
  if (!file || file.bytes.length === 0)
    throw new ApiProblem(400, errorCodes.invalidRequest, 'The form holds no file in the field `file`.');
  return { file, alts };
}

/**
 * The media library in the back-office (content editors): pictures uploaded here get the shop's
 * breakpoint widths and a WebP copy at once; each needs an alternative text in Dutch, French and
 * English before it may be used, and is deleted only while nothing shows it. Every change is in the
 * audit log. app.ts hands in the staff module's `staffActorOf` and the media dir.
 */
export const registerMediaAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor, mediaDir: string) =>
  async (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/media`,
      {
        config,
        schema: {
          tags,
          summary:
            'The media library’s uploads, newest first, found by file name or alternative text (`term`); with `usable=true` only those with an alternative text in every language, which content may show.',
          querystring: adminMediaQuery,
          response: { 200: adminMediaListResponse },
        },
      },
      async (request) => {
        const { rows, total } = await libraryMediaPage(guarded.db, {
          ...request.query,
          usable: request.query.usable === 'true',
        });
        const names = await staffNames(
          guarded.db,
          rows.map((row) => row.uploadedBy),
        );
        return { data: rows.map((row) => adminMediaItemOf(row, names)), total };
      },
    );

    guarded.get(
      `${prefix}/media/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'A file of the media library with everything that shows it, uses only a draft makes marked `draft`.',
          params,
          response: { 200: adminMediaResponse },
        },
      },
      async (request) => ({ data: await detailOf(guarded.db, request.params.id) }),
    );

    // The multipart parser only where pictures are uploaded: every other route takes JSON alone.
    await guarded.register(async (uploads: StoreApi) => {
      await uploads.register(multipart, {
        limits: { fileSize: mediaUpload.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      });
      uploads.post(
        `${prefix}/media`,
        {
          config,
          bodyLimit: mediaUpload.maxBytes + formOverheadBytes,
          schema: {
            tags,
            summary: `Uploads a picture as multipart/form-data: \`file\` (JPEG, PNG, WebP or SVG by its content, up to ${mediaUpload.maxBytes / 1024 / 1024} MB), optionally \`alt.nl\`, \`alt.fr\`, \`alt.en\`. An SVG drawing is kept without scripts, event handlers and outside references; JPEG and PNG get a WebP copy, and raster pictures their copies at the shop’s breakpoint widths. Recorded in the audit log.`,
            consumes: ['multipart/form-data'],
            response: { 201: adminMediaResponse },
          },
        },
        async (request, reply) => {
          const { file, alts } = await readUpload(request);
          const upload = await checkUpload(file.bytes);
          const mediaId = randomUUID();
          const path = `${libraryFolder}/${libraryFileName(file.name, mediaId, upload.mimeType)}`;
          await writeUploadFiles(mediaDir, path, upload);
          try {
            const detail = await guarded.db.transaction(async (tx) => {
              await insertLibraryMedia(tx, {
                id: mediaId,
                path,
                mimeType: upload.mimeType,
                fileExtension: mediaExtensionOf[upload.mimeType],
                width: upload.width,
                height: upload.height,
                fileName: file.name.slice(0, 255),
                fileSize: upload.bytes.length,
                uploadedBy: request.staff!.id,
              });
              await setMediaAlts(tx, mediaId, {
                nl: alts['alt.nl'],
                fr: alts['alt.fr'],
                en: alts['alt.en'],
              });
              const created = await detailOf(tx, mediaId);
              await recordAudit(tx, actorOf(request), {
                objectType: 'media',
                objectId: mediaId,
                action: 'created',
                changes: {
                  fileName: [null, created.fileName],
                  url: [null, created.url],
                  ...Object.fromEntries(
                    Object.entries(created.alts).map(([language, alt]) => [`alt.${language}`, [null, alt]]),
                  ),
                },
              });
              return created;
            });
            return reply.code(201).send({ data: detail });
          } catch (error) {
            await removeUploadFiles(mediaDir, path, upload.mimeType);
            throw error;
          }
        },
      );
    });

    guarded.patch(
      `${prefix}/media/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'Sets the alternative texts of a file, one in each language (`nl`, `fr`, `en`): a picture is usable once it has all three. Recorded in the audit log.',
          params,
          body: adminMediaChange,
          response: { 200: adminMediaResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction(async (tx) => {
          const before = await detailOf(tx, request.params.id);
          await setMediaAlts(tx, before.id, request.body.alts);
          const after = await detailOf(tx, before.id);
          const changes = Object.fromEntries(
            Object.entries(after.alts).flatMap(([language, alt]) => {
              const was = before.alts[language as keyof typeof before.alts];
              return was === alt ? [] : [[`alt.${language}`, [was, alt] as [unknown, unknown]]];
            }),
          );
          if (Object.keys(changes).length > 0) {
            await recordAudit(tx, actorOf(request), {
              objectType: 'media',
              objectId: before.id,
              action: 'changed',
              changes,
            });
            // Pages, brands and articles show the alternative texts: their cached answers go.
            await markCatalogChanged(tx);
          }
          return after;
        }),
      }),
    );

    guarded.delete(
      `${prefix}/media/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'Deletes a file of the media library with its copies, unless something shows it or a draft would: then 409 names every content page, blog post (published or in a draft), brand, files catalogue entry, category and article that does. Recorded in the audit log.',
          params,
          response: { 200: successResponse },
        },
      },
      async (request) => {
        const removed = await guarded.db.transaction(async (tx) => {
          const file = await detailOf(tx, request.params.id);
          if (file.uses.length > 0)
            throw new ApiProblem(
              409,
              errorCodes.adminMediaInUse,
              `The file is still shown by: ${file.uses.map((use) => `${use.kind} ${use.label}`).join(', ')}.`,
              { uses: file.uses },
            );
          await deleteLibraryMedia(tx, file.id);
          await recordAudit(tx, actorOf(request), {
            objectType: 'media',
            objectId: file.id,
            action: 'deleted',
            changes: { fileName: [file.fileName, null], url: [file.url, null] },
          });
          return file;
        });
        await removeUploadFiles(mediaDir, removed.url.replace(/^\/media\//, ''), removed.mimeType);
        return { success: true as const };
      },
    );
  };
