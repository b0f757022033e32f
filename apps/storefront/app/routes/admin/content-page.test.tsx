import type { AdminApiClient, AdminContentPage, ContentDraftInput } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client';
import { type StaffPermission, staffRolePresets } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, staffActionArgs } from '../../test/admin';
import { tagOf, tagsOf, textOf } from '../../test/markup';
import ContentPageEditor, { action, loader } from './content-page';

const id = '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b';
const language = (title: string, path: string, metaTitle = '') => ({
  title,
  path,
  metaTitle,
  metaDescription: '',
});

const page: AdminContentPage = {
  id,
  key: 'maintenance',
  title: 'Onderhoud',
  state: 'changed',
  publishAt: null,
  missingLanguages: ['en-GB'],
  updatedAt: '2026-11-29T10:00:00.000Z',
  draft: {
    languages: {
      'nl-NL': language('Onderhoud', 'onderhoud', 'Onderhoud van machines'),
      'fr-FR': language('Entretien', 'entretien'),
      'en-GB': language('', ''),
    },
    blocks: [
      { type: 'text', values: { 'nl-NL': { markdown: 'Wij onderhouden.' }, 'fr-FR': { markdown: '' } } },
      { type: 'video', values: { 'nl-NL': { title: 'Film', url: 'https://youtu.be/x' } } },
    ],
  },
  missing: ['fr-FR:metaTitle', 'en-GB:title', 'fr-FR:blocks/0/markdown'],
  publishedPaths: { 'nl-NL': 'onderhoud-oud' },
};

/** The usable pictures of the media library the loader offers. */
const pictures = [
  {
    id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a01',
    url: '/media/library/boormachine-0190a1b2.jpg',
    label: 'Drill – boormachine.jpg',
  },
  {
    id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a02',
    url: '/media/library/tang-0190a1b2.png',
    label: 'Pliers – tang.png',
  },
];

const withImageBlock: AdminContentPage = {
  ...page,
  draft: {
    ...page.draft,
    blocks: [
      {
        type: 'image',
        values: {
          'nl-NL': { imageUrl: pictures[1]!.url, imageAlt: 'Tang', caption: '' },
          'fr-FR': { imageUrl: '/media/content/hal.jpg', imageAlt: '', caption: '' },
        },
      },
    ],
  },
};

function render(
  actionData?: unknown,
  kind: 'page' | 'blog' = 'page',
  shown: AdminContentPage = page,
): string {
  const loaderData = {
    kind,
    page: shown,
    missingFields: ['lang.fr-FR.metaTitle', 'lang.en-GB.title', 'block.0.fr-FR.markdown'],
    history: null,
    pictures,
  };
  return renderAdminPage({
    id: 'content-page',
    path: 'content/:kind/:id',
    url: `/admin/content/${kind}/${id}`,
    Page: ContentPageEditor,
    loaderData,
    actionData,
  });
}

/** The form the editor sends: the page's texts and blocks as shown, and the button pressed. */
function editorForm(intent: string, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { intent };
  for (const [locale, texts] of Object.entries(page.draft.languages))
    for (const [field, value] of Object.entries(texts)) fields[`lang.${locale}.${field}`] = value;
  fields['block.0.type'] = 'text';
  fields['block.0.nl-NL.markdown'] = 'Wij onderhouden.';
  fields['block.1.type'] = 'video';
  fields['block.1.nl-NL.title'] = 'Film';
  fields['block.1.nl-NL.url'] = 'https://youtu.be/x';
  return { ...fields, ...extra };
}

function act(
  fields: Record<string, string>,
  client: Partial<AdminApiClient>,
  permissions: readonly StaffPermission[] = staffRolePresets['content-editor'],
  kind = 'page',
) {
  const args = staffActionArgs({
    url: `/admin/content/${kind}/${id}`,
    params: { kind, id },
    body: fields,
    client,
    permissions,
  });
  return action(args) as Promise<
    | Response
    | {
        data: { problems: { fields: Record<string, string>; page: string[] } | null };
        init: { status: number };
      }
  >;
}

describe("the back-office's content page editor", () => {
  it('shows the three languages side by side, with a mark on each missing translation and the length hints', () => {
    const html = render();
    const text = textOf(html);
    expect(text).toContain('Dutch');
    expect(text).toContain('French');
    expect(text).toContain('English – translation missing');
    expect(text.match(/Translation missing/g)).toHaveLength(3);
    expect(tagOf(html, 'input', { name: 'lang.en-GB.title' }).attributes['aria-describedby']).toBe(
      'field-lang.en-GB.title-hint',
    );
    expect(text).toContain('22 characters; search engines show about 60');
    expect(text).toContain('now published at /onderhoud-oud');
    expect(tagOf(html, 'input', { name: 'block.1.nl-NL.url', value: 'https://youtu.be/x' })).toBeDefined();
    expect(tagOf(html, 'button', { name: 'intent', value: 'up:1' })).toBeDefined();
    expect(tagOf(html, 'button', { name: 'intent', value: 'up:0' }).attributes).toHaveProperty('disabled');
    expect(tagOf(html, 'button', { name: 'intent', value: 'remove:0' })).toBeDefined();
  });

  it('lets the editor pick a block’s picture per language from the usable pictures of the media library, without JavaScript', () => {
    const html = render(undefined, 'page', withImageBlock);
    const dutch = tagOf(html, 'select', { name: 'block.0.nl-NL.imageUrl' });
    expect(dutch).toBeDefined();
    expect(
      tagsOf(html).some((tag) => tag.name === 'input' && tag.attributes.name === 'block.0.nl-NL.imageUrl'),
    ).toBe(false);
    const select = html.slice(html.indexOf('name="block.0.nl-NL.imageUrl"'));
    const options = [
      ...select
        .slice(0, select.indexOf('</select>'))
        .matchAll(/<option value="([^"]*)"( selected="")?[^>]*>([^<]*)</g),
    ];
    expect(options.map(([, value, , label]) => [value, label])).toEqual([
      ['', 'No picture'],
      [pictures[0]!.url, 'Drill – boormachine.jpg'],
      [pictures[1]!.url, 'Pliers – tang.png'],
    ]);
    expect(options.find(([, , selected]) => selected)?.[1]).toBe(pictures[1]!.url);
    // A picture stored before that the library does not offer stays, marked, until it is changed.
    expect(textOf(html)).toContain('Not in the media library: /media/content/hal.jpg');
  });

  it('asks the Admin API for the usable pictures of the media library only', async () => {
    const queries: unknown[] = [];
    const answer = await loader(
      staffActionArgs({
        url: `/admin/content/page/${id}`,
        params: { kind: 'page', id },
        body: {},
        client: {
          contentPage: async () => ({ data: page }),
          auditLog: async () => ({ data: [], total: 0 }),
          mediaLibrary: async (query) => {
            queries.push(query);
            return {
              data: [
                {
                  id: pictures[0]!.id,
                  url: pictures[0]!.url,
                  fileName: 'boormachine.jpg',
                  mimeType: 'image/jpeg',
                  fileSize: 1000,
                  width: 800,
                  height: 600,
                  alts: { nl: 'Boormachine', fr: 'Perceuse', en: 'Drill' },
                  missingAlts: [],
                  usable: true,
                  uploadedAt: null,
                  uploadedBy: null,
                  widths: [],
                  webpUrl: null,
                },
              ],
              total: 1,
            };
          },
        },
        permissions: staffRolePresets['content-editor'],
      }),
    );
    expect(queries).toEqual([{ usable: 'true', limit: 200 }]);
    expect(answer.pictures).toEqual([{ ...pictures[0], label: 'Drill – boormachine.jpg' }]);
  });

  it('offers a preview in each written language, opening in a tab of its own', () => {
    const html = render();
    const previews = tagsOf(html).filter((tag) => tag.name === 'input' && tag.attributes.name === 'locale');
    expect(previews.map((tag) => tag.attributes.value)).toEqual(['nl-NL', 'fr-FR']);
    expect(tagOf(html, 'form', { target: '_blank' })).toBeDefined();
  });

  it('saves the whole form with a block moved, so that no typing is lost', async () => {
    const saved: ContentDraftInput[] = [];
    await act(editorForm('down:0'), {
      saveContentDraft: async (_kind, _id, draft) => {
        saved.push(draft);
        return { data: page };
      },
    });
    expect(saved[0]?.blocks.map((block) => block.type)).toEqual(['video', 'text']);
    expect(saved[0]?.languages['nl-NL'].metaTitle).toBe('Onderhoud van machines');
  });

  it('schedules at a Brussels time given as UTC', async () => {
    const scheduled: (string | null)[] = [];
    const answer = await act(editorForm('schedule', { publishAt: '2099-12-01T09:30' }), {
      saveContentDraft: async () => ({ data: page }),
      scheduleContentPage: async (_kind, _id, publishAt) => {
        scheduled.push(publishAt);
        return { data: page };
      },
    });
    expect(scheduled).toEqual(['2099-12-01T08:30:00.000Z']);
    expect('init' in answer && answer.init.status).toBe(200);
  });

  it('refuses bad input with the field named, and calls nothing', async () => {
    const answer = await act(
      editorForm('save', { 'lang.fr-FR.path': 'met spatie' }),
      {} as Partial<AdminApiClient>,
    );
    expect('init' in answer && answer.init.status).toBe(400);
    expect('data' in answer && answer.data.problems?.fields['lang.fr-FR.path']).toMatch(/not valid/);
    const past = await act(editorForm('schedule', { publishAt: '2020-01-01T10:00' }), {});
    expect('data' in past && past.data.problems?.fields.publishAt).toMatch(/future/);
  });

  it('saves a canonical address per language, and names one of another form in the member’s words', async () => {
    const saved: ContentDraftInput[] = [];
    await act(editorForm('save', { 'lang.fr-FR.canonical': '/fr/entretien' }), {
      saveContentDraft: async (_kind, _id, draft) => {
        saved.push(draft);
        return { data: page };
      },
    });
    expect(saved[0]?.languages['fr-FR'].canonical).toBe('/fr/entretien');
    const answer = await act(editorForm('save', { 'lang.en-GB.canonical': 'http://example.com/a' }), {});
    expect('init' in answer && answer.init.status).toBe(400);
    expect('data' in answer && answer.data.problems?.fields['lang.en-GB.canonical']).toMatch(
      /absolute https address .* or a path of this shop starting with \//,
    );
  });

  it('names the fields the Admin API finds incomplete when publishing', async () => {
    const answer = await act(editorForm('publish'), {
      saveContentDraft: async () => ({ data: page }),
      publishContentPage: async () =>
        refusedPublishing([
          { propertyPath: '/draft/languages/fr-FR/path', type: 'VIOLATION::TOO_SMALL', title: '' },
          { propertyPath: '/draft/blocks/1/values/nl-NL/url', type: 'VIOLATION::TOO_SMALL', title: '' },
        ]),
    });
    expect('data' in answer && answer.data.problems?.fields).toEqual({
      'lang.fr-FR.path': 'A written language needs an address.',
      'block.1.nl-NL.url': 'Incomplete or not valid: fill it in, or empty the whole block in this language.',
    });
  });

  it('names the block, language and reason of each picture publishing refuses', async () => {
    const answer = await act(editorForm('publish'), {
      saveContentDraft: async () => ({ data: page }),
      publishContentPage: async () =>
        refusedPublishing([
          {
            propertyPath: '/draft/blocks/1/values/fr-FR/imageUrl',
            type: 'VIOLATION::MEDIA_NOT_IN_LIBRARY',
            title: '',
          },
          {
            propertyPath: '/draft/blocks/2/values/nl-NL/imageUrl',
            type: 'VIOLATION::MEDIA_NOT_USABLE',
            title: '',
          },
        ]),
    });
    expect('data' in answer && answer.data.problems).toEqual({
      fields: {
        'block.1.fr-FR.imageUrl': 'This picture is not in the media library: choose one from the list.',
        'block.2.nl-NL.imageUrl':
          'This picture does not have an alternative text in every language yet: add them in the media library.',
      },
      page: [
        'Block 2 (French): This picture is not in the media library: choose one from the list.',
        'Block 3 (Dutch): This picture does not have an alternative text in every language yet: add them in the media library.',
      ],
    });
  });

  it('opens the storefront page of a preview link under the language’s prefix', async () => {
    const answer = await act(
      { intent: 'preview', locale: 'fr-FR' },
      {
        previewContentPage: async () => ({
          data: {
            locale: 'fr-FR',
            token: 'abc.def',
            path: 'entretien',
            expiresAt: '2026-11-29T10:15:00.000Z',
          },
        }),
      },
    );
    expect(answer instanceof Response && answer.headers.get('location')).toBe(
      '/fr/entretien?preview=abc.def',
    );
  });

  it('is closed to a member whose roles edit no content', async () => {
    await expect(act(editorForm('save'), {}, staffRolePresets['customer-service'])).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

const post: AdminContentPage = {
  ...page,
  key: 'safety-gloves',
  draft: {
    languages: {
      'nl-NL': { ...language('Handschoenen', 'handschoenen'), teaser: 'Welke handschoen?' },
      'fr-FR': { ...language('Gants', 'gants'), teaser: '' },
      'en-GB': { ...language('', ''), teaser: '' },
    },
    blocks: [{ type: 'text', values: { 'nl-NL': { markdown: 'Draag ze.' } } }],
    post: { author: 'Eva', coverMediaId: '', topics: ['safety'], publishedAt: '2026-11-02T09:00:00.000Z' },
  },
  missing: ['fr-FR:teaser', 'en-GB:title'],
  publishedPaths: { 'nl-NL': 'handschoenen' },
};

describe("the back-office's blog post editor", () => {
  it('shows the slug under /blog/, the teaser per language and the post’s own fields on Brussels time', () => {
    const html = render(undefined, 'blog', post);
    const text = textOf(html);
    expect(text).toContain('now published at /blog/handschoenen');
    expect(tagOf(html, 'textarea', { name: 'lang.nl-NL.teaser' })).toBeDefined();
    expect(tagOf(html, 'input', { name: 'post.author', value: 'Eva' })).toBeDefined();
    expect(tagOf(html, 'input', { name: 'post.publishedAt', value: '2026-11-02T10:00' })).toBeDefined();
    const cover = html.slice(html.indexOf('name="post.coverMediaId"'));
    expect(cover.slice(0, cover.indexOf('</select>'))).toContain(`<option value="${pictures[0]!.id}">Drill`);
  });

  it('saves the post’s fields with its texts, and publishes it', async () => {
    const saved: [string, ContentDraftInput][] = [];
    const published: string[] = [];
    const answer = await act(
      editorForm('publish', {
        'lang.nl-NL.teaser': 'Welke handschoen?',
        'post.author': 'Eva',
        'post.topics': 'safety\nppe',
        'post.publishedAt': '2026-11-02T10:00',
        'post.coverMediaId': '',
      }),
      {
        saveContentDraft: async (kind, _id, draft) => {
          saved.push([kind, draft]);
          return { data: post };
        },
        publishContentPage: async (kind) => {
          published.push(kind);
          return { data: post };
        },
      },
      staffRolePresets['content-editor'],
      'blog',
    );
    expect('init' in answer && answer.init.status).toBe(200);
    expect(saved[0]?.[0]).toBe('blog');
    expect(saved[0]?.[1].post).toEqual({
      author: 'Eva',
      coverMediaId: '',
      topics: ['safety', 'ppe'],
      publishedAt: '2026-11-02T09:00:00.000Z',
    });
    expect(saved[0]?.[1].languages['nl-NL'].teaser).toBe('Welke handschoen?');
    expect(published).toEqual(['blog']);
  });

  it('refuses a publication date that is none, naming the field, and calls nothing', async () => {
    const answer = await act(
      editorForm('save', { 'post.publishedAt': 'next week' }),
      {},
      staffRolePresets['content-editor'],
      'blog',
    );
    expect('init' in answer && answer.init.status).toBe(400);
    expect('data' in answer && answer.data.problems?.fields['post.publishedAt']).toMatch(/not valid/);
  });

  it('opens the storefront blog post of a preview link', async () => {
    const answer = await act(
      { intent: 'preview', locale: 'fr-FR' },
      {
        previewContentPage: async (kind) => ({
          data: {
            locale: 'fr-FR',
            token: 'abc.def',
            path: `${kind}/gants`,
            expiresAt: '2026-11-29T10:15:00.000Z',
          },
        }),
      },
      staffRolePresets['content-editor'],
      'blog',
    );
    expect(answer instanceof Response && answer.headers.get('location')).toBe(
      '/fr/blog/gants?preview=abc.def',
    );
  });

  it('answers 404 for a kind the editor does not edit', async () => {
    await expect(
      act(editorForm('save'), {}, staffRolePresets['content-editor'], 'product'),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

/** The Admin API's refusal to publish a draft, with its violations. */
function refusedPublishing(violations: { propertyPath: string; type: string; title: string }[]): never {
  throw new StoreApiError(422, [
    {
      status: '422',
      code: 'ADMIN__CONTENT_INCOMPLETE',
      title: 'Incomplete',
      detail: '',
      meta: { parameters: {} },
      violations,
    },
  ]);
}
