import { StoreApiError } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { frenchLoaderArgs } from '../../test/store-api';
import { loader } from './home';

/** A Store API in a catalogue version whose shop has no home content page; counts the page calls. */
function storeApiInVersion(catalogVersion: string) {
  const asked: string[] = [];
  const client = {
    catalogVersion,
    pageWithCards: async () => {
      asked.push(catalogVersion);
      throw new StoreApiError(404, []);
    },
  };
  return { client, asked };
}

describe('the home page', () => {
  it('asks for its content page once per language and catalogue version, for every shopper', async () => {
    const seven = storeApiInVersion('7');
    for (let request = 0; request < 3; request++) await loader(frenchLoaderArgs('/fr', {}, seven.client));
    expect(seven.asked).toEqual(['7']);
    const eight = storeApiInVersion('8');
    await loader(frenchLoaderArgs('/fr', {}, eight.client));
    expect(eight.asked).toEqual(['8']);
  });
});
