import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/problem.ts';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Serves media files below `mediaDir` at /media/*; the storefront proxies them to the browser. */
export function mediaRoutes(mediaDir: string) {
  const root = resolve(mediaDir);
  return async (app: FastifyInstance) => {
    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const file = resolve(root, relative);
      const type = contentTypes[extname(file).toLowerCase()];
      const info = type && file.startsWith(root + sep) ? await stat(file).catch(() => null) : null;
      if (!info?.isFile()) throw notFound(errorCodes.notFound, `No media at ${relative}.`);
      return reply
        .header('content-type', type)
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(createReadStream(file));
    });
  };
}
