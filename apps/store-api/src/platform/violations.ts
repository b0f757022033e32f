import type { Violation } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { z } from 'zod';
import { ApiProblem } from './problem.ts';

interface IssueLike {
  keyword: string;
  path: string;
  message: string;
  params: Record<string, unknown>;
}

/** `invalid_format` of a uuid becomes VIOLATION::INVALID_UUID, `too_big` VIOLATION::TOO_BIG, ... */
function violationType(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'invalid_format' && params.format === 'uuid') return errorCodes.invalidUuid;
  return `VIOLATION::${keyword.toUpperCase()}`;
}

export function toViolations(source: string, issues: IssueLike[]): Violation[] {
  return issues.map((issue) => ({
    propertyPath: `${source}${issue.path === '/' ? '' : issue.path}`,
    type: violationType(issue.keyword, issue.params),
    title: issue.message,
  }));
}

export function invalidRequest(violations: Violation[]): ApiProblem {
  return new ApiProblem(
    400,
    errorCodes.invalidRequest,
    'The request does not match its schema.',
    {},
    violations,
  );
}

/** Validates a value that arrives nested in a body (e.g. a listing query) with the same violations. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, source: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidRequest(
    toViolations(
      source,
      result.error.issues.map(({ code, path, message, ...params }) => ({
        keyword: code,
        path: `/${path.join('/')}`,
        message,
        params,
      })),
    ),
  );
}
