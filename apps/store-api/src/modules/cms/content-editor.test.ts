import { apiId } from '@tradeshop/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop, testSigningKey } from '../../test/test-app.ts';
import { publishDueDrafts } from './content-editor.ts';
import { contentPageEditing } from './content-page-editing.ts';
import { issuePreviewToken } from './content-preview.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  shop.staffCall('staff.editor', method, `/admin-api${url}`, body);

async function page(path: string, locale = 'nl-NL') {
  return shop.request({
    method: 'POST',
    url: '/store-api/pwa/page',
    body: { path },
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
}

const preview = (token: string) =>
  shop.request({
    method: 'POST',
    url: '/store-api/pwa/page/preview',
    body: { token },
    headers: { 'sw-language-id': shop.languageIds['fr-FR']! },
  });

const language = (title: string, path: string, metaTitle = '') => ({
  title,
  path,
  metaTitle,
  metaDescription: '',
});

/** A page written in three languages, with a text block and a call to action. */
const threeLanguages = (suffix: string) => ({
  languages: {
    'nl-NL': language(`Onderhoud ${suffix}`, `onderhoud-${suffix}`, 'Onderhoud'),
    'fr-FR': language(`Entretien ${suffix}`, `entretien-${suffix}`, 'Entretien'),
    'en-GB': language(`Maintenance ${suffix}`, `maintenance-${suffix}`, 'Maintenance'),
  },
  blocks: [
    {
      type: 'text',
      values: {
        'nl-NL': { markdown: 'Wij onderhouden uw machines.' },
        'fr-FR': { markdown: 'Nous entretenons vos machines.' },
        'en-GB': { markdown: 'We service your machines.' },
      },
    },
    {
      type: 'call-to-action',
      values: {
        'nl-NL': { title: 'Afspraak?', text: '', buttons: 'Contact | /contact' },
        'fr-FR': { title: 'Rendez-vous ?', text: '', buttons: 'Contact | /contact' },
        'en-GB': { title: 'Appointment?', text: '', buttons: 'Contact | /contact' },
      },
    },
  ],
});

/** A new page with a saved draft; its id. */
async function draftedPage(key: string, draft: unknown = threeLanguages(key)) {
  const created = await editor('POST', '/content/page', { key });
  expect(created.status).toBe(200);
  const id = created.json().data.id as string;
  expect((await editor('PUT', `/content/page/${id}/draft`, { draft })).status).toBe(200);
  return id;
}

describe('a content page’s draft', () => {
  it('is not served by the shop, and is once it is published now', async () => {
    const id = await draftedPage('maintenance');
    expect((await page('/onderhoud-maintenance')).status).toBe(404);
    const listed = (await editor('GET', '/content/page')).json().data;
    expect(listed.find((entry: { key: string }) => entry.key === 'maintenance')).toMatchObject({
      state: 'draft',
      missingLanguages: [],
    });

    const published = await editor('POST', `/content/page/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json().data.state).toBe('published');
    for (const [path, locale, title] of [
      ['/onderhoud-maintenance', 'nl-NL', 'Onderhoud maintenance'],
      ['/entretien-maintenance', 'fr-FR', 'Entretien maintenance'],
      ['/maintenance-maintenance', 'en-GB', 'Maintenance maintenance'],
    ] as const) {
      const served = await page(path, locale);
      expect(served.status).toBe(200);
      expect(served.json().cmsPage).toMatchObject({
        title,
        blocks: [{ type: 'text' }, { type: 'call-to-action' }],
      });
    }
  });

  it('changed after publishing leaves the shop showing the published page until it is published again', async () => {
    const id = await draftedPage('repairs');
    await editor('POST', `/content/page/${id}/publish`);
    const draft = threeLanguages('repairs');
    draft.languages['nl-NL'].title = 'Herstellingen';
    await editor('PUT', `/content/page/${id}/draft`, { draft });
    expect((await editor('GET', `/content/page/${id}`)).json().data.state).toBe('changed');
    expect((await page('/onderhoud-repairs')).json().cmsPage.title).toBe('Onderhoud repairs');
  });

  it('scheduled is served only once its time has come', async () => {
    const id = await draftedPage('rental');
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const scheduled = await editor('PUT', `/content/page/${id}/schedule`, { publishAt: at.toISOString() });
    expect(scheduled.json().data).toMatchObject({ state: 'scheduled', publishAt: at.toISOString() });

    await publishDueDrafts(shop.database.db, [contentPageEditing], new Date(at.getTime() - 1000));
    await shop.app.catalogCache.refresh();
    expect((await page('/entretien-rental', 'fr-FR')).status).toBe(404);

    expect(
      await publishDueDrafts(shop.database.db, [contentPageEditing], new Date(at.getTime() + 1000)),
    ).toBe(1);
    await shop.app.catalogCache.refresh();
    expect((await page('/entretien-rental', 'fr-FR')).json().cmsPage.title).toBe('Entretien rental');
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=content-page&objectId=${apiId(id)}`,
    );
    expect(history.json().data[0]).toMatchObject({
      action: 'published',
      actor: expect.objectContaining({ name: 'Eva Editor' }),
    });
  });

  it('with a changed address leads the old one to the new with the published page', async () => {
    const id = await draftedPage('calibration');
    await editor('POST', `/content/page/${id}/publish`);
    const draft = threeLanguages('calibration');
    draft.languages['fr-FR'].path = 'etalonnage';
    await editor('PUT', `/content/page/${id}/draft`, { draft });
    await editor('POST', `/content/page/${id}/publish`);
    const old = await page('/entretien-calibration', 'fr-FR');
    expect(old.status).toBe(200);
    expect(old.json().canonicalPathInfo).toBe('/etalonnage');
    expect((await editor('GET', `/content/page/${id}`)).json().data.publishedPaths['fr-FR']).toBe(
      'etalonnage',
    );
  });

  it('marks each missing translation', async () => {
    const draft = threeLanguages('training');
    draft.languages['en-GB'] = language('', '');
    draft.blocks[0]!.values['fr-FR'] = { markdown: '' };
    const id = await draftedPage('training', draft);
    const edited = (await editor('GET', `/content/page/${id}`)).json().data;
    expect(edited.missingLanguages).toEqual(['en-GB']);
    expect(edited.missing).toEqual(['en-GB:title', 'fr-FR:blocks/0/markdown']);
  });
});

describe('bad input to the editor', () => {
  it('is refused with its violations, and nothing changes', async () => {
    const id = await draftedPage('inspection');
    const before = (await editor('GET', `/content/page/${id}`)).json().data.draft;
    for (const draft of [
      { ...threeLanguages('inspection'), blocks: [{ type: 'carousel', values: {} }] },
      { ...threeLanguages('inspection'), languages: { 'nl-NL': language('x', 'met spatie') } },
      {
        ...threeLanguages('inspection'),
        languages: { ...threeLanguages('x').languages, 'nl-NL': language('x'.repeat(201), 'x') },
      },
    ]) {
      const refused = await editor('PUT', `/content/page/${id}/draft`, { draft });
      expect(refused.status).toBe(400);
      expect(refused.json().errors[0].violations.length).toBeGreaterThan(0);
    }
    expect((await editor('PUT', `/content/page/${id}/schedule`, { publishAt: 'tomorrow' })).status).toBe(400);
    expect((await editor('POST', '/content/page', { key: 'Not A Key' })).status).toBe(400);
    expect((await editor('GET', `/content/page/${id}`)).json().data.draft).toEqual(before);
  });

  it('refuses to publish an incomplete draft, naming the fields, and the shop shows nothing', async () => {
    const draft = threeLanguages('audit');
    draft.languages['fr-FR'].path = '';
    draft.blocks[1]!.values['en-GB'] = { title: 'No button', text: '', buttons: '' };
    const id = await draftedPage('audit', draft);
    const refused = await editor('POST', `/content/page/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(
      refused
        .json()
        .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath),
    ).toEqual(['/draft/languages/fr-FR/path', '/draft/blocks/1/values/en-GB/buttons']);
    expect((await page('/onderhoud-audit')).status).toBe(404);
    expect(
      (await editor('PUT', `/content/page/${id}/schedule`, { publishAt: new Date().toISOString() })).status,
    ).toBe(422);
  });

  it('refuses an address another page has, and a key another page has', async () => {
    const draft = threeLanguages('clash');
    draft.languages['nl-NL'].path = 'algemene-voorwaarden';
    const created = (await editor('POST', '/content/page', { key: 'clash' })).json().data.id;
    const refused = await editor('PUT', `/content/page/${created}/draft`, { draft });
    expect(refused.status).toBe(409);
    expect(refused.json().errors[0].code).toBe('ADMIN__CONTENT_PATH_TAKEN');
    expect((await editor('POST', '/content/page', { key: 'clash' })).status).toBe(409);
  });
});

describe('a content page’s canonical address', () => {
  it('is saved per language, served once published, and shown again in the editor', async () => {
    const draft = threeLanguages('canonical');
    Object.assign(draft.languages['nl-NL'], { canonical: '/onderhoud' });
    Object.assign(draft.languages['fr-FR'], { canonical: 'https://www.example.com/entretien' });
    const id = await draftedPage('canonical', draft);
    await editor('POST', `/content/page/${id}/publish`);
    expect((await page('/onderhoud-canonical')).json().cmsPage.canonical).toBe('/onderhoud');
    expect((await page('/entretien-canonical', 'fr-FR')).json().cmsPage.canonical).toBe(
      'https://www.example.com/entretien',
    );
    expect((await page('/maintenance-canonical', 'en-GB')).json().cmsPage.canonical).toBeNull();
    const opened = (await editor('GET', `/content/page/${id}`)).json().data;
    expect(opened.state).toBe('published');
    expect(opened.draft.languages['fr-FR'].canonical).toBe('https://www.example.com/entretien');
  });

  it('is refused with a violation naming its language unless it is an https address or a path of the shop', async () => {
    const id = await draftedPage('canonical-bad');
    for (const canonical of ['http://www.example.com/a', '//www.example.com/a', 'onderhoud', '/met spatie']) {
      const draft = threeLanguages('canonical-bad');
      Object.assign(draft.languages['fr-FR'], { canonical });
      const refused = await editor('PUT', `/content/page/${id}/draft`, { draft });
      expect(refused.status, canonical).toBe(400);
      expect(refused.json().errors[0].violations, canonical).toEqual([
        expect.objectContaining({
          propertyPath: 'body/draft/languages/fr-FR/canonical',
          title: 'An absolute https address or a path of this shop starting with /',
        }),
      ]);
    }
    const kept = (await editor('GET', `/content/page/${id}`)).json().data.draft.languages['fr-FR'];
    expect(kept.canonical ?? '').toBe('');
  });
});

describe('a preview link', () => {
  it('opens the draft in its language for a while, and nothing else', async () => {
    const id = await draftedPage('preview');
    const issued = await editor('POST', `/content/page/${id}/preview`, { locale: 'fr-FR' });
    expect(issued.json().data.path).toBe('entretien-preview');
    const shown = await preview(issued.json().data.token);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toMatchObject({
      canonicalPathInfo: '/entretien-preview',
      cmsPage: { title: 'Entretien preview' },
    });

    const expired = issuePreviewToken(
      testSigningKey,
      { kind: 'page', id, locale: 'fr-FR', staffId: 'x' },
      Date.now() - 16 * 60 * 1000,
    );
    const forged = issuePreviewToken('another-key', { kind: 'page', id, locale: 'fr-FR', staffId: 'x' });
    for (const token of [expired.token, forged.token, 'nonsense'])
      expect((await preview(token)).json().errors[0].code).toBe('CONTENT__PREVIEW_INVALID');
    expect((await page('/entretien-preview', 'fr-FR')).status).toBe(404);
  });
});

describe('the content editor routes', () => {
  it('are closed to customer service, whose roles edit no content', async () => {
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/content/page')).status).toBe(403);
    expect(
      (await shop.staffCall('staff.service', 'POST', '/admin-api/content/page', { key: 'sneaky' })).status,
    ).toBe(403);
  });
});
