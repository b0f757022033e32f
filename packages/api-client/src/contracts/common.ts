import { canonicalAddressMaxLength, isCanonicalAddress } from '@tradeshop/domain';
import { z } from 'zod';

const dashedIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hexIdPattern = /^[0-9a-f]{32}$/i;

/** Whether a text is an id, in Shopware's form (32 hex characters) or as a dashed UUID. */
export const isId = (value: string) => hexIdPattern.test(value) || dashedIdPattern.test(value);

/** An id as the database keeps it: a dashed, lower-case UUID. */
export function storedId(value: string): string {
  const hex = value.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An id as Shopware writes it at the API edge: 32 lower-case hex characters. */
export const apiId = (value: string) => value.replaceAll('-', '').toLowerCase();

const anyId = z.stringFormat('uuid', isId);

/**
 * An id at the API edge. Read in either form and handed on as stored (`storedId`); written in
 * Shopware's form (`apiId`), so answers carry 32 hex characters while nothing stored changes.
 */
export const id = z.codec(anyId, anyId, { decode: storedId, encode: apiId });

/**
 * A page's canonical address as the back-office sets it (`isCanonicalAddress`); empty leaves the
 * page its own.
 */
export const canonicalAddress = z
  .string()
  .trim()
  .max(canonicalAddressMaxLength)
  .refine(
    (address) => address === '' || isCanonicalAddress(address),
    'An absolute https address or a path of this shop starting with /',
  );

export const violation = z.object({ propertyPath: z.string(), type: z.string(), title: z.string() });
export type Violation = z.infer<typeof violation>;

export const apiError = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  meta: z.object({ parameters: z.record(z.string(), z.unknown()) }),
  violations: z.array(violation).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Every error answer of the Store API. */
export const errorEnvelope = z.object({ errors: z.array(apiError) });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const pager = z.object({
  currentPage: z.number().int(),
  currentLimit: z.number().int(),
  totalResults: z.number().int(),
  totalPages: z.number().int(),
});

export const customFields = z.record(z.string(), z.unknown());

export const translatedName = z.object({ name: z.string() });

/**
 * A CSV import's request: the file's text. With `preview` nothing is written and the answer holds
 * the first entries as read; without it every row is imported or refused.
 */
export const csvImportRequest = z.object({
  content: z.string(),
  preview: z.boolean().default(false),
});

export const csvImportOutcome = z.enum(['added', 'updated', 'unchanged', 'refused']);

/** A CSV import's answer: the first entries as read, or what became of every row. */
export const csvImportResponse = <Entry extends z.ZodObject, Row extends z.ZodObject>(
  entry: Entry,
  row: Row,
) =>
  z.object({
    data: z.discriminatedUnion('preview', [
      z.object({
        preview: z.literal(true),
        /** The first entries of the file (account-and-ordering.md §9: 10). */
        entries: z.array(entry),
        totalRows: z.number().int(),
      }),
      z.object({
        preview: z.literal(false),
        added: z.number().int(),
        updated: z.number().int(),
        unchanged: z.number().int(),
        refused: z.number().int(),
        /** Every row with what became of it. */
        rows: z.array(row),
      }),
    ]),
  });
