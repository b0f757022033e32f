import { StoreApiError } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { frenchLoaderArgs } from '../../test/store-api';
import { loader } from './home';

/**
 * A Store API in a catalogue version whose shop has no home content page nor categories; counts the
 * page calls.
 */
function storeApiInVersion(catalogVersion: string) {
  const asked: string[] = [];
  const client = {
    catalogVersion,
    pageWithCards: async () => {
      asked.push(catalogVersion);
      throw new StoreApiError(404, []);
    },
    navigation: async () => [],
    cmsFooter: async () => null,
  };
  return { client, asked };
}

describe('the home page', () => {
  it('asks for its content page once per language and catalogue version, for every shopper', async () => {
    // Versions of their own: the storefront's files share their worker's modules, and what those keep.
    const first = storeApiInVersion('home-test-1');
    for (let request = 0; request < 3; request++) await loader(frenchLoaderArgs('/fr', {}, first.client));
    expect(first.asked).toEqual(['home-test-1']);
    const next = storeApiInVersion('home-test-2');
    await loader(frenchLoaderArgs('/fr', {}, next.client));
    expect(next.asked).toEqual(['home-test-2']);
  });
});
