/**
 * A client of the European Commission's VIES REST API (`POST {base}/check-vat-number`): it asks whether
 * a member state knows a VAT number, with the distributor's own number as requester so that the answer
 * carries a consultation number (the evidence a tax audit asks for). A member state that does not
 * answer, a busy service, a timeout or a broken connection is asked again a few times; what is still
 * unanswered then is `unavailable`, never an error of the caller.
 */
import { normalizeVatNumber } from '@tradeshop/domain';
import type { VatCheckAnswer, VatNumberRegistry } from '../../platform/ports.ts';

export interface ViesSettings {
  /** e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  baseUrl: string;
  /** The distributor's own VAT number, with its prefix; empty asks without a requester. */
  requesterVatNumber: string;
  timeoutMs: number;
  /** How often one check is tried in all, with a doubling pause from `retryPauseMs` between tries. */
  attempts: number;
  retryPauseMs: number;
}

export const defaultViesSettings: Omit<ViesSettings, 'baseUrl' | 'requesterVatNumber'> = {
  timeoutMs: 8_000,
  attempts: 3,
  retryPauseMs: 500,
};

/** The errors VIES answers when it could not ask the member state; asked again, they may pass. */
const passingErrors = new Set([
  'MS_UNAVAILABLE',
  'MS_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
]);

interface ViesAnswerBody {
  valid?: boolean;
  requestIdentifier?: string | null;
  name?: string | null;
  address?: string | null;
  /** VALID, INVALID, or an error code where VIES could not decide. */
  userError?: string | null;
  actionSucceed?: boolean;
  errorWrappers?: { error?: string; message?: string }[];
}

/** Member states that keep a name or address to themselves answer "---". */
const shown = (value: string | null | undefined) => {
  const trimmed = value?.trim().replace(/\s*\n\s*/g, ', ');
  return trimmed && trimmed !== '---' ? trimmed : null;
};

const unavailable = (errorCode: string): VatCheckAnswer => ({
  outcome: 'unavailable',
  requestIdentifier: null,
  traderName: null,
  traderAddress: null,
  errorCode,
});

/** One answer read: a decision, a passing error (try again) or a lasting one. */
function readAnswer(
  status: number,
  body: ViesAnswerBody | null,
): { answer: VatCheckAnswer; passing: boolean } {
  const errorCode =
    body?.errorWrappers?.[0]?.error ?? (body?.valid === undefined ? null : body.userError) ?? null;
  if (body && typeof body.valid === 'boolean' && (body.valid || !errorCode || errorCode === 'INVALID')) {
    return {
      answer: {
        outcome: body.valid ? 'valid' : 'invalid',
        requestIdentifier: shown(body.requestIdentifier),
        traderName: shown(body.name),
        traderAddress: shown(body.address),
        errorCode: null,
      },
      passing: false,
    };
  }
  // A number VIES cannot read is no number of any member state.
  if (errorCode === 'INVALID_INPUT')
    return { answer: { ...unavailable(errorCode), outcome: 'invalid' }, passing: false };
  const code = errorCode ?? `HTTP_${status}`;
  return { answer: unavailable(code), passing: passingErrors.has(code) || status >= 500 || status === 429 };
}

export function createViesClient(settings: ViesSettings, fetchImpl: typeof fetch = fetch): VatNumberRegistry {
  const requester = normalizeVatNumber(settings.requesterVatNumber);
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  return {
    requester,
    async check(vatNumber) {
      const compact = normalizeVatNumber(vatNumber);
      const request = {
        countryCode: compact.slice(0, 2),
        vatNumber: compact.slice(2),
        ...(requester
          ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
          : {}),
      };
      let last = unavailable('NOT_ASKED');
      for (let attempt = 0; attempt < settings.attempts; attempt++) {
        if (attempt > 0)
          await new Promise((done) => setTimeout(done, settings.retryPauseMs * 2 ** (attempt - 1)));
        try {
          const response = await fetchImpl(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(request),
            signal: AbortSignal.timeout(settings.timeoutMs),
          });
          const body = (await response.json().catch(() => null)) as ViesAnswerBody | null;
          const { answer, passing } = readAnswer(response.status, body);
          if (!passing) return answer;
          last = answer;
        } catch (error) {
          last = unavailable(error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK');
        }
      }
      return last;
    },
  };
}
