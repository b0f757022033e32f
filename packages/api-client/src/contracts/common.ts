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
