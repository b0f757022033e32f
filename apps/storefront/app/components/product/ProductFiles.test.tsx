import type { ProductDetail } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { productDetailsOf } from '../../lib/product-details.server';
import { textOf } from '../../test/markup';
import { renderInShop } from '../../test/shop';
import { ProductFiles } from './ProductFiles';

/** A product's media entry as the Store API gives a document: its tab and kind in the file's custom fields. */
const document = (path: string, kind: string, tab: string, title: string | null, position: number) => ({
  mediaId: path,
  position,
  media: {
    url: `/media/${path}`,
    mimeType: path.endsWith('.pdf') ? 'application/pdf' : 'model/step',
    fileExtension: path.split('.').pop(),
    customFields: { dexisDocumentType: tab, documentKind: kind },
    translated: { title, alt: null },
  },
});

const product = {
  productNumber: 'BMC-1001',
  customFields: {},
  translated: { customFields: {} },
  manufacturer: null,
  variants: [],
  media: [
    {
      mediaId: 'picture',
      position: 0,
      media: {
        url: '/media/p.png',
        mimeType: 'image/png',
        fileExtension: 'png',
        customFields: {},
        translated: {},
      },
    },
    document('erp/bmc-1001-tds.pdf', 'dataSheet', 'download', 'Technische fiche BMC Power', 1),
    document('erp/bmc-1001-sds.pdf', 'safetyDataSheet', 'document', null, 2),
    document('erp/bmc-1001.step', 'cad', 'download', null, 3),
    document('erp/bmc-1001-manual.pdf', 'manual', 'instruction', null, 4),
  ],
} as unknown as ProductDetail;

describe('a product page’s documents', () => {
  it('puts each document under its tab, pictures under none, and names a document without a title by its kind', () => {
    const details = productDetailsOf(product);
    const names = (files: typeof details.downloads) =>
      textOf(renderInShop(() => <ProductFiles files={files} />, {}));
    expect(details.downloads.map((file) => file.url)).toEqual([
      '/media/erp/bmc-1001-tds.pdf',
      '/media/erp/bmc-1001.step',
    ]);
    expect(names(details.downloads)).toContain('Technische fiche BMC Power');
    expect(names(details.downloads)).toContain('STEP CAD-model');
    expect(names(details.documents)).toContain('Veiligheidsinformatieblad');
    expect(names(details.instructions)).toContain('Handleiding');
  });
});
