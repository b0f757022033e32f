import { errorCodes } from '@tradeshop/domain';
import type { ApiError } from './contracts/common.ts';

// Apart from the client and its contracts, so that a browser bundle that only tells errors apart
// carries no schema library.

/** Codes of failures the client detects itself, before or instead of a Store API answer. */
export const clientErrorCodes = {
  timeout: 'STOREFRONT__STORE_API_TIMEOUT',
  unreachable: 'STOREFRONT__STORE_API_UNREACHABLE',
  invalidResponse: 'STOREFRONT__STORE_API_INVALID_RESPONSE',
} as const;

/** A non-2xx answer of the Store API (or a failure to get one), with its error envelope. */
export class StoreApiError extends Error {
  readonly status: number;
  readonly errors: ApiError[];

  constructor(status: number, errors: ApiError[]) {
    super(errors[0]?.detail || errors[0]?.title || `Store API answered ${status}`);
    this.name = 'StoreApiError';
    this.status = status;
    this.errors = errors;
  }

  get code(): string {
    return this.errors[0]?.code ?? errorCodes.unknown;
  }
}

export function singleError(status: number, code: string, title: string, detail: string): ApiError[] {
  return [{ status: String(status), code, title, detail, meta: { parameters: {} } }];
}
