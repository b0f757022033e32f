import type { Readable } from 'node:stream';
import type { Violation } from '@tradeshop/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from './violations.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a surrogate pair without the other half: not text in any encoding. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Far deeper than any request of the API: deeper input is refused before anything walks it. */
export const maxInputDepth = 32;

const isBadText = (text: string) => controlCharacter.test(text) || loneSurrogate.test(text);
const controlCharacterAt = (propertyPath: string): Violation => ({
  propertyPath,
  type: 'VIOLATION::CONTROL_CHARACTER',
  title: 'Text may not hold control characters.',
});

/**
 * The first problem below `value` that no route should ever see: a string (value or key) with a
 * control character, or nesting deeper than maxInputDepth. Walked with a list, not recursion, so
 * that no input can exhaust the stack.
 */
export function badInputOf(value: unknown, root: string): Violation | null {
  const pending: [entry: unknown, path: string, depth: number][] = [[value, root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [entry, path, depth] = next;
    if (typeof entry === 'string') {
      if (isBadText(entry)) return controlCharacterAt(path);
      continue;
    }
    if (typeof entry !== 'object' || entry === null) continue;
    if (depth >= maxInputDepth) {
      return {
        propertyPath: path,
        type: 'VIOLATION::TOO_DEEP',
        title: `Nested deeper than ${maxInputDepth} levels.`,
      };
    }
    for (const [key, child] of Object.entries(entry).reverse()) {
      const childPath = `${path}/${key}`;
      if (isBadText(key)) return controlCharacterAt(childPath);
      pending.push([child, childPath, depth + 1]);
    }
  }
  return null;
}

/** A body of bytes (a picture, a PDF) or still a stream (a catalogue): its format's own reader checks it. */
const isBytes = (body: unknown) =>
  Buffer.isBuffer(body) ||
  (typeof body === 'object' && body !== null && typeof (body as Readable).pipe === 'function');

/**
 * Text with control characters (NUL and the like; tab and line breaks are text) or broken
 * surrogates, and absurdly deep nesting, are refused at the edge with 400, whatever the route:
 * path, query and body alike. No route has to think of them, and no database sees them.
 */
export function refuseBadInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const violation =
      badInputOf(request.params, 'params') ??
      badInputOf(request.query, 'querystring') ??
      (isBytes(request.body) ? null : badInputOf(request.body, 'body'));
    if (violation) throw invalidRequest([violation]);
  });
}
