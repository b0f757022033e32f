import { describe, expect, it } from 'vitest';
import { frenchLoaderArgs, languageIds, previewRefused } from '../../test/store-api';
import { loader } from './page';

const draftPage = {
  resourceType: 'frontend.landing.page' as const,
  resourceIdentifier: 'd'.repeat(32),
  cmsPage: {
    type: 'landingpage' as const,
    key: 'maintenance',
    title: 'Entretien',
    metaTitle: null,
    metaDescription: 'Nos services',
    canonical: null as string | null,
    blocks: [{ type: 'text' as const, markdown: 'Nous entretenons vos machines.' }],
  },
  canonicalPathInfo: '/entretien',
  breadcrumb: [],
  seoPaths: { [languageIds['fr-FR']]: 'entretien', [languageIds['nl-NL']]: 'onderhoud' },
  apiAlias: 'pwa_page_result' as const,
};

/** The catch-all's loader at a French address, on a Store API that answers `pagePreview`. */
function load(path: string, pagePreview: (token: string) => Promise<typeof draftPage>) {
  const asked: string[] = [];
  const args = frenchLoaderArgs(
    path,
    { '*': 'entretien' },
    {
      pagePreview: (token: string) => {
        asked.push(token);
        return pagePreview(token);
      },
      pageWithCards: async () => {
        throw new Error('A preview asks for the draft only');
      },
    },
  );
  return { answer: loader(args), asked };
}

describe('the catch-all page with a preview link', () => {
  it('shows the draft of the link, not indexed and kept by no cache', async () => {
    const { answer, asked } = load('/fr/entretien?preview=abc.def', async () => draftPage);
    const shown = (await answer) as unknown as {
      data: {
        title: string;
        meta: { noindex: boolean; canonical: string };
        alternates: Record<string, string>;
      };
      init: { headers: Record<string, string> };
    };
    expect(asked).toEqual(['abc.def']);
    expect(shown.data).toMatchObject({ title: 'Entretien', preview: true });
    expect(shown.data.meta).toMatchObject({ noindex: true, canonical: 'http://shop.test/fr/entretien' });
    expect(shown.data.alternates).toEqual({ 'nl-NL': '/onderhoud', 'fr-FR': '/fr/entretien' });
    expect(shown.init.headers).toEqual({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  });

  it('names the canonical address the back-office set instead of the page’s own', async () => {
    const { answer } = load('/fr/entretien?preview=abc.def', async () => ({
      ...draftPage,
      cmsPage: { ...draftPage.cmsPage, canonical: '/fr/services/entretien' },
    }));
    const shown = (await answer) as unknown as { data: { meta: { canonical: string } } };
    expect(shown.data.meta.canonical).toBe('http://shop.test/fr/services/entretien');
  });

  it('answers a link that is not valid or has run out with the Store API’s refusal', async () => {
    const { answer } = load('/fr/entretien?preview=expired', async () => {
      throw previewRefused();
    });
    await expect(answer).rejects.toMatchObject({
      init: { status: 403 },
      data: { code: 'CONTENT__PREVIEW_INVALID' },
    });
  });
});
