import type { Readable } from 'node:stream';
import { csvImport, mediaUpload } from '@tradeshop/domain';
import { data, type MiddlewareFunction } from 'react-router';
import { actionTargetPath } from './request-origin';
import { handedOver } from './server-handover.server';

/** A form of the shop, or a procurement system's cXML setup request, is never near a megabyte. */
const formBytes = 1_000_000;
/** The pages that upload a CSV file: its documented maximum plus the form around it. */
const uploadPaths = [
  '/account/articlelinks/import',
  '/account/costposts/import',
  '/account/customer/import',
  '/quick-order',
];
const uploadBytes = csvImport.maxBytes + 64 * 1024;
/** The back-office's media library takes pictures up to its own limit, with the alternative texts. */
const mediaUploadPath = '/admin/media';
const mediaUploadBytes = mediaUpload.maxBytes + 64 * 1024;

/** The most a request to this path may send; server.mjs stops reading there. */
export function bodyLimitOf(url: URL): number {
  const path = actionTargetPath(url);
  if (path === mediaUploadPath) return mediaUploadBytes;
  return uploadPaths.includes(path) ? uploadBytes : formBytes;
}

/**
 * Reads a request body into memory, but never more than `limit` bytes: a declared length above it is
 * refused before anything is read, and a chunked body as soon as its chunks pass the limit. The
 * stream is then paused, not destroyed, so that the answer still reaches the client.
 */
export function bodyWithin(
  body: Readable,
  limit: number,
  declaredLength: number | null,
): Promise<Buffer | 'tooLarge'> {
  if (declaredLength !== null && declaredLength > limit) return Promise.resolve('tooLarge');
  return new Promise((resolve, reject) => {
    const read: Buffer[] = [];
    let length = 0;
    const settle = (outcome: Buffer | 'tooLarge' | Error) => {
      body.off('data', onData).off('end', onEnd).off('error', settle);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.byteLength;
      if (length <= limit) return void read.push(chunk);
      body.pause();
      settle('tooLarge');
    };
    const onEnd = () => settle(Buffer.concat(read, length));
    body.on('data', onData).on('end', onEnd).on('error', settle);
  });
}

/** Error code of the 413 answer to a body larger than its page takes. */
const bodyTooLargeCode = 'STOREFRONT__BODY_TOO_LARGE';

/**
 * Answers 413 (the shop's error page in the page's language) when server.mjs stopped reading a body
 * at its limit: no loader or action runs, nothing changes.
 */
export const bodyLimitMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  const limit = handedOver(request, 'bodyTooLarge');
  if (limit) throw data({ code: bodyTooLargeCode, maxBytes: Number(limit) }, { status: 413 });
};
