import { visitorSession } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeApiMiddleware } from './store-api.server';

const hex = (digit: string) => digit.repeat(32);

/** The Store API's context answer for a visitor whom maintenance keeps out (`held`) or lets through. */
function contextAnswer(held: boolean) {
  const rounding = { decimals: 2, interval: 0.01, roundForNet: true };
  const domain = (code: string, path: string, digit: string) => ({
    id: hex(digit),
    url: `http://shop.test${path}`,
    origin: 'http://shop.test',
    host: 'shop.test',
    pathPrefix: path,
    languageId: hex(digit),
    languageName: code,
    languageLabel: code.slice(0, 2).toUpperCase(),
    languageLocaleCode: code,
    currencyId: hex('c'),
    snippetSetId: hex('d'),
    salesChannelId: hex('e'),
  });
  return {
    token: 'a'.repeat(32),
    salesChannel: {
      id: hex('e'),
      name: 'Trade Shop',
      maintenance: held,
      languageId: hex('1'),
      currencyId: hex('c'),
      customerGroupId: hex('2'),
      paymentMethodId: hex('3'),
      shippingMethodId: hex('4'),
      countryId: hex('5'),
      navigationCategoryId: null,
      serviceCategoryId: null,
      countriesCategoryId: null,
      footerCategoryId: null,
      domains: [domain('nl-NL', '', '1'), domain('fr-FR', '/fr', '6')],
    },
    language: { id: hex('1'), localeCode: 'nl-NL', name: 'Nederlands' },
    languageInfo: { localeCode: 'nl-NL', name: 'Nederlands' },
    currency: {
      id: hex('c'),
      isoCode: 'EUR',
      symbol: '€',
      decimalPrecision: 2,
      name: 'Euro',
      shortName: 'EUR',
      factor: 1,
      itemRounding: rounding,
      totalRounding: rounding,
    },
    itemRounding: {
      ...rounding,
      apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
    },
    totalRounding: {
      ...rounding,
      apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
    },
    customer: null,
    actingStaff: null,
    maintenance: {
      active: true,
      messages: { nl: 'Jaarlijkse inventaris', fr: 'Inventaire annuel', en: '', de: '' },
    },
    apiAlias: 'sales_channel_context',
  };
}

/** A Store API that answers every visitor as `held` says, counting the contexts it was asked. */
function storeApi(held: () => boolean) {
  const asked = { contexts: 0 };
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const path = new URL(String(input)).pathname;
    const headers = {
      'content-type': 'application/json',
      'sw-context-token': 'a'.repeat(32),
      'sw-catalog-version': '7',
    };
    if (path.endsWith('/context')) {
      asked.contexts++;
      return new Response(JSON.stringify(contextAnswer(held())), { headers });
    }
    if (path.endsWith('/dexis/feature-flags')) return new Response(JSON.stringify({ data: [] }), { headers });
    if (path.endsWith('/dexis/session'))
      return new Response(JSON.stringify(visitorSession), {
        headers,
      });
    return new Response(JSON.stringify({ data: { cutOffs: {}, defaultCutOff: '15:00', closedDays: [] } }), {
      headers,
    });
  });
  return asked;
}

/** A page request through the shop's middleware: the page's answer, or what the middleware threw. */
async function visit(path: string) {
  const url = new URL(`http://shop.test${path}`);
  const request = new Request(url, { headers: { cookie: `sw-context-token=${'a'.repeat(32)}` } });
  try {
    return await storeApiMiddleware(
      { request, url, context: new RouterContextProvider(), params: {} } as never,
      async () => new Response('the page'),
    );
  } catch (thrown) {
    return thrown as { data: unknown; init: { status: number } };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('maintenance mode in the storefront', () => {
  it('answers a visitor 503 with the shop’s message in the language of the address', async () => {
    storeApi(() => true);
    expect(await visit('/fr/produits')).toMatchObject({
      data: { code: errorCodes.maintenance, message: 'Inventaire annuel' },
      init: { status: 503 },
    });
    expect(await visit('/')).toMatchObject({ data: { message: 'Jaarlijkse inventaris' } });
  });

  it('serves a staff address the shop, and does not keep that answer for the next visitor', async () => {
    let held = false;
    const asked = storeApi(() => held);
    const served = await visit('/');
    expect(served instanceof Response && (await served.text())).toBe('the page');
    held = true;
    expect(await visit('/')).toMatchObject({ init: { status: 503 } });
    expect(asked.contexts).toBe(2);
  });
});
