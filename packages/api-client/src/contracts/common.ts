import { z } from 'zod';

export const id = z.uuid();

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
