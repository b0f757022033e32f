import type { z } from 'zod';

/** The first message per form field of a failed validation; `messageOf` words each issue for the shopper. */
export function fieldErrorsOf(
  error: z.ZodError,
  messageOf: (issue: z.core.$ZodIssue) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= messageOf(issue);
  }
  return errors;
}
