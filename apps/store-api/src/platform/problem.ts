import type { Violation } from '@tradeshop/api-client/contracts';

/** An expected failure a client must be told about: mapped to the error envelope as it is. */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly parameters: Record<string, unknown>;
  readonly violations?: Violation[];

  constructor(
    status: number,
    code: string,
    detail: string,
    parameters: Record<string, unknown> = {},
    violations?: Violation[],
  ) {
    super(detail);
    this.name = 'ApiProblem';
    this.status = status;
    this.code = code;
    this.parameters = parameters;
    if (violations) this.violations = violations;
  }
}

export function notFound(code: string, detail: string, parameters: Record<string, unknown> = {}): ApiProblem {
  return new ApiProblem(404, code, detail, parameters);
}
