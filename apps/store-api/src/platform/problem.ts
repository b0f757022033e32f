import type { Violation } from '@tradeshop/api-client/contracts';

/** An expected failure a client must be told about: mapped to the error envelope as it is. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly parameters: Record<string, unknown> = {},
    readonly violations?: Violation[],
  ) {
    super(detail);
    this.name = 'ApiProblem';
  }
}

export function notFound(code: string, detail: string, parameters: Record<string, unknown> = {}): ApiProblem {
  return new ApiProblem(404, code, detail, parameters);
}
