import { describe, expect, it } from 'vitest';
import {
  type BuyerTaxPosition,
  type Destination,
  rateUnder,
  shippingTreatment,
  type TaxPosition,
  treatmentWords,
  type VatNumberStanding,
  vatCategoryOf,
  vatTreatmentOf,
} from './vat-treatment.ts';

const delivery = (country: string): Destination => ({ kind: 'delivery', country });
const pickup: Destination = { kind: 'pickup' };
const position = (companyCountry: string, vatNumberStanding: VatNumberStanding, destination: Destination) =>
  ({ companyCountry, vatNumberStanding, destination }) satisfies TaxPosition;

describe('the VAT treatment of a sale from Belgium', () => {
  it.each([
    [
      'a Belgian company, delivered in Belgium',
      position('BE', 'confirmed', delivery('BE')),
      'domestic',
      undefined,
    ],
    ['a Belgian company, picked up', position('BE', 'confirmed', pickup), 'domestic', undefined],
    [
      'a Belgian company, delivered in the Netherlands',
      position('BE', 'confirmed', delivery('NL')),
      'domestic',
      undefined,
    ],
    [
      'a Dutch company, confirmed, delivered in the Netherlands',
      position('NL', 'confirmed', delivery('NL')),
      'intra-community',
      undefined,
    ],
    [
      'a Dutch company, confirmed, delivered in Germany',
      position('NL', 'confirmed', delivery('DE')),
      'intra-community',
      undefined,
    ],
    [
      'a Dutch company, confirmed, delivered in Belgium',
      position('NL', 'confirmed', delivery('BE')),
      'domestic',
      undefined,
    ],
    [
      'a Dutch company, confirmed, picking up in Belgium',
      position('NL', 'confirmed', pickup),
      'domestic',
      undefined,
    ],
    [
      'a Dutch company, not yet confirmed, delivered in the Netherlands',
      position('NL', 'unconfirmed', delivery('NL')),
      'domestic',
      'unconfirmed',
    ],
    [
      'a French company VIES calls invalid, delivered in France',
      position('FR', 'invalid', delivery('FR')),
      'domestic',
      'invalid',
    ],
    [
      'a Greek company (EL numbers), confirmed, delivered in Greece',
      position('GR', 'confirmed', delivery('GR')),
      'intra-community',
      undefined,
    ],
    [
      'a Swiss company, delivered in Switzerland',
      position('CH', 'unconfirmed', delivery('CH')),
      'export',
      undefined,
    ],
    [
      'a Belgian company, delivered in Norway',
      position('BE', 'confirmed', delivery('NO')),
      'export',
      undefined,
    ],
    ['a Swiss company, picking up in Belgium', position('CH', 'unconfirmed', pickup), 'domestic', undefined],
    [
      'a Swiss company, delivered in Germany',
      position('CH', 'unconfirmed', delivery('DE')),
      'domestic',
      undefined,
    ],
  ] as const)('%s: %s', (_case, input, kind, because) => {
    const treatment = vatTreatmentOf(input);
    expect(treatment.kind).toBe(kind);
    expect(treatment.kind === 'domestic' ? treatment.because : undefined).toBe(because);
  });

  it('charges the article’s Belgian rate at home and nothing on an exempt supply', () => {
    const home = vatTreatmentOf(position('BE', 'confirmed', pickup));
    const abroad = vatTreatmentOf(position('NL', 'confirmed', delivery('NL')));
    const export_ = vatTreatmentOf(position('CH', 'unconfirmed', delivery('CH')));
    expect([rateUnder(home, 21), rateUnder(home, 6), rateUnder(abroad, 21), rateUnder(export_, 6)]).toEqual([
      21, 6, 0, 0,
    ]);
  });

  it('names the Peppol category and exemption reason: S or Z at home, K within the EU, G outside', () => {
    const home = vatTreatmentOf(position('BE', 'confirmed', pickup));
    const abroad = vatTreatmentOf(position('NL', 'confirmed', delivery('NL')));
    const export_ = vatTreatmentOf(position('CH', 'unconfirmed', delivery('CH')));
    expect([
      vatCategoryOf(home, 21),
      vatCategoryOf(home, 0),
      vatCategoryOf(abroad, 0),
      vatCategoryOf(export_, 0),
    ]).toEqual(['S', 'Z', 'K', 'G']);
    expect(abroad).toMatchObject({ exemptionReasonCode: 'VATEX-EU-IC' });
    expect(export_).toMatchObject({ exemptionReasonCode: 'VATEX-EU-G' });
  });

  it('gives the legal mention in the document’s language, and says why a company abroad pays Belgian VAT', () => {
    const abroad = vatTreatmentOf(position('NL', 'confirmed', delivery('NL')));
    expect(treatmentWords(abroad, 'nl-NL').mention).toContain('art. 39bis');
    expect(treatmentWords(abroad, 'fr-FR').label).toBe(
      'TVA 0 % – livraison intracommunautaire, autoliquidation',
    );
    expect(treatmentWords(abroad, 'en-GB').label).toBe('VAT 0 % – intra-Community supply, reverse charge');
    const export_ = vatTreatmentOf(position('CH', 'unconfirmed', delivery('CH')));
    expect(treatmentWords(export_, 'nl-NL').mention).toContain('art. 39, § 1');
    const pending = vatTreatmentOf(position('NL', 'unconfirmed', delivery('NL')));
    expect(treatmentWords(pending, 'en-GB')).toMatchObject({ label: null, mention: null });
    expect(treatmentWords(pending, 'en-GB').note).toMatch(/not confirmed your VAT number yet/);
    expect(treatmentWords(vatTreatmentOf(position('BE', 'confirmed', pickup)), 'nl-NL')).toEqual({
      label: null,
      mention: null,
      note: null,
    });
  });

  it('treats a way of shipping from the buyer’s position: pickup at home, delivery to the chosen or default country', () => {
    const dutch: BuyerTaxPosition = {
      companyCountry: 'NL',
      vatNumberStanding: 'confirmed',
      defaultDeliveryCountry: 'NL',
      deliveryCountries: ['NL', 'BE'],
      viesRequestIdentifier: 'WAPIAAAAZ1',
    };
    expect(shippingTreatment(dutch, 'delivery').kind).toBe('intra-community');
    expect(shippingTreatment(dutch, 'delivery', 'BE').kind).toBe('domestic');
    expect(shippingTreatment(dutch, 'pickup').kind).toBe('domestic');
    expect(shippingTreatment(null, 'delivery', 'CH').kind).toBe('domestic');
  });
});
