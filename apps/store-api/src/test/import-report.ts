import type { RefusedRow } from '@tradeshop/api-client/contracts';

/** The refused rows of an integration API import's 422 answer, each as its position and code. */
export function refusedCodes(response: { json(): unknown }): [number, string][] {
  const { errors } = response.json() as { errors: { meta: { parameters: { rows: RefusedRow[] } } }[] };
  return errors[0]!.meta.parameters.rows.map((row) => [row.row, row.code]);
}
