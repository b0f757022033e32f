import './i18n.server';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { checkOfferRequest, isOfferRequestProblem, offerRequestProblems } from './offer-request';

describe('the offer request form', () => {
  it('checks the remark’s length and that the wished date is not past, as the Store API does', () => {
    const today = '2026-03-10';
    expect(checkOfferRequest({ remark: '', wishedDate: '' }, today)).toBeNull();
    expect(checkOfferRequest({ remark: 'x'.repeat(1000), wishedDate: today }, today)).toBeNull();
    expect(checkOfferRequest({ remark: 'x'.repeat(1001), wishedDate: '' }, today)).toBe('remarkTooLong');
    expect(checkOfferRequest({ remark: '', wishedDate: '2026-03-09' }, today)).toBe('wishedDateInPast');
    expect(checkOfferRequest({ remark: '', wishedDate: '2026-02-30' }, today)).toBe('wishedDateInPast');
  });

  it('reads back only known problems from the address', () => {
    expect(isOfferRequestProblem('emptyCart')).toBe(true);
    expect(isOfferRequestProblem('toString')).toBe(false);
    expect(isOfferRequestProblem(null)).toBe(false);
  });

  it('says every problem in Dutch, French and English', () => {
    for (const code of ['nl-NL', 'fr-FR', 'en-GB'] as const) {
      const t = translator(code);
      for (const key of Object.values(offerRequestProblems))
        expect(t(key), `${key} in ${code}`).not.toBe(key);
    }
    expect(translator('nl-NL')('offerRequest.sent', { number: 'OV-10000001' })).toBe(
      'Uw offerteaanvraag OV-10000001 is verstuurd. U ontvangt een e-mail zodra de offerte klaar is.',
    );
  });
});
