import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { documentFormats, errorCodes, imageWidths, isImageWidth } from '@tradeshop/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { ApiProblem, notFound } from '../../platform/problem.ts';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  // CAD models and archives of articles' documents: saved, never shown by the browser.
  ...Object.fromEntries(
    Object.entries(documentFormats)
      .filter(([extension]) => extension !== 'pdf')
      .map(([extension, format]) => [`.${extension}`, format.mimeType]),
  ),
};
/** The types a browser shows itself; every other file is sent as a download. */
const shownTypes = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/** The formats that are scaled to a requested width; vector drawings and documents are not. */
type RasterFormat = 'png' | 'jpeg' | 'webp';
const rasterFormats: Record<string, RasterFormat> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
};

/** Below the media dir, so a data dir moves in one piece; never served directly. */
export const variantsFolder = '.variants';

/** Where the copy of a file at a breakpoint width lies; `/media/<path>?width=` serves it from there. */
export const variantPathOf = (mediaDir: string, width: number, path: string) =>
  join(resolve(mediaDir), variantsFolder, `w${width}`, path);

/** The requested width: undefined without one, an ApiProblem for anything but one breakpoint width. */
function requestedWidth(query: unknown): number | undefined {
  const value = (query as Record<string, unknown>).width;
  if (value === undefined) return undefined;
  const width = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!isImageWidth(width)) {
    throw new ApiProblem(
      400,
      errorCodes.invalidRequest,
      `The width must be one of ${imageWidths.join(', ')}.`,
      { width: value },
    );
  }
  return width;
}

function sendFile(reply: FastifyReply, file: string, type: string, size: number) {
  if (!shownTypes.has(type)) reply.header('content-disposition', 'attachment');
  return reply
    .header('content-type', type)
    .header('content-length', size)
    .header('cache-control', 'public, max-age=604800, immutable')
    .send(createReadStream(file));
}

/**
 * Serves media files below `mediaDir` at /media/*; the storefront proxies them to the browser.
 * `?width=` (a breakpoint width) scales png, jpeg and webp images down, keeping their format; each
 * scaled copy is written once below the variants folder and read from there afterwards.
 */
export function mediaRoutes(mediaDir: string) {
  const root = resolve(mediaDir);
  const variantsRoot = join(root, variantsFolder);
  /** Scalings under way, so that simultaneous requests for one variant encode it once. */
  const pending = new Map<string, Promise<void>>();

  async function writeVariant(source: string, target: string, width: number, format: RasterFormat) {
    await mkdir(dirname(target), { recursive: true });
    // A reader never sees a half-written file: the variant appears in one rename.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await sharp(source).resize({ width, withoutEnlargement: true }).toFormat(format).toFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** The scaled copy of `file`, written once; null when the original is no wider than `width`. */
  async function variantOf(file: string, modified: number, width: number, format: RasterFormat) {
    const target = variantPathOf(root, width, relative(root, file));
    const cached = await stat(target).catch(() => null);
    if (cached && cached.mtimeMs >= modified) return { file: target, size: cached.size };
    // Never enlarged: an original no wider than the request is the best there is.
    const { width: ownWidth } = await sharp(file).metadata();
    if (!ownWidth || ownWidth <= width) return null;
    let job = pending.get(target);
    if (!job) {
      job = writeVariant(file, target, width, format).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    await job;
    return { file: target, size: (await stat(target)).size };
  }

  return async (app: FastifyInstance) => {
    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const width = requestedWidth(request.query);
      const path = (request.params as { '*': string })['*'];
      const file = resolve(root, path);
      const extension = extname(file).toLowerCase();
      const type = contentTypes[extension];
      const servable = file.startsWith(root + sep) && !file.startsWith(variantsRoot + sep);
      const info = type && servable ? await stat(file).catch(() => null) : null;
      if (!type || !info?.isFile()) throw notFound(errorCodes.notFound, `No media at ${path}.`);
      const format = rasterFormats[extension];
      if (width === undefined || !format) return sendFile(reply, file, type, info.size);
      const variant = await variantOf(file, info.mtimeMs, width, format);
      return variant
        ? sendFile(reply, variant.file, type, variant.size)
        : sendFile(reply, file, type, info.size);
    });
  };
}
