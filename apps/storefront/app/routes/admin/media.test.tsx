import { type AdminApiClient, type AdminMediaItem, StoreApiError } from '@tradeshop/api-client';
import { errorCodes, staffRolePresets } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, staffActionArgs } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import MediaLibrary, { action } from './media';

const item: AdminMediaItem = {
  id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b',
  url: '/media/library/boormachine-0190a1b2.jpg',
  fileName: 'Boormachine.jpg',
  mimeType: 'image/jpeg',
  fileSize: 182_000,
  width: 1100,
  height: 800,
  alts: { nl: 'Boormachine', fr: null, en: null },
  missingAlts: ['fr', 'en'],
  usable: false,
  uploadedAt: '2026-11-29T09:00:00.000Z',
  uploadedBy: { id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a99', name: 'Eva Editor' },
  widths: [320, 640, 768, 1024],
  webpUrl: '/media/library/boormachine-0190a1b2.jpg.webp',
};

const pageData = { items: [item], total: 1, term: '', page: 1, limit: 50 };

/** The media library in English, with what the loader and the action answered. */
function render(actionData?: unknown): string {
  return renderAdminPage({
    id: 'media',
    path: 'media',
    url: '/admin/media',
    Page: MediaLibrary,
    loaderData: pageData,
    actionData,
  });
}

/** The page's action for a content editor of `language`, whose Admin API answers `client`. */
function upload(form: FormData, client: Partial<AdminApiClient>, language: 'nl' | 'en' = 'nl') {
  const args = staffActionArgs({
    url: '/admin/media',
    body: form,
    client,
    permissions: staffRolePresets['content-editor'],
    language,
  });
  return action(args) as Promise<Response | { data?: { error: string }; init?: { status: number } }>;
}

const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'boor.jpg', { type: 'image/jpeg' });

describe("the back-office's media library", () => {
  it('offers a multipart upload with an alternative text field per language', () => {
    const html = render();
    expect(tagOf(html, 'form', { enctype: 'multipart/form-data' })).toBeDefined();
    expect(tagOf(html, 'input', { type: 'file', name: 'file' }).attributes).toHaveProperty('required');
    for (const language of ['nl', 'fr', 'en'])
      expect(tagOf(html, 'input', { name: `alt.${language}` })).toBeDefined();
    expect(textOf(html)).toContain('Alternative texts');
  });

  it('marks a picture without all its alternative texts as not usable yet', () => {
    const text = textOf(render());
    expect(text).toContain('Boormachine.jpg');
    expect(text).toContain('Not usable yet: the alternative text is missing in French, English.');
    expect(tagOf(render(), 'a', { href: `/admin/media/${item.id}` })).toBeDefined();
  });

  it('sends the file with the alternative texts given and opens the uploaded picture', async () => {
    let sent: FormData | null = null;
    const form = new FormData();
    form.set('file', picture());
    form.set('alt.nl', ' Boor ');
    form.set('alt.fr', '');
    const answer = await upload(form, {
      uploadMedia: async (body) => {
        sent = body;
        return { data: { ...item, uses: [] } };
      },
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(`/admin/media/${item.id}`);
    expect(sent!.get('alt.nl')).toBe('Boor');
    expect(sent!.has('alt.fr')).toBe(false);
    expect((sent!.get('file') as File).name).toBe('boor.jpg');
  });

  it("asks for a file, and words the Admin API's refusal in the member's language", async () => {
    const never = async () => {
      throw new Error('not to be called');
    };
    const none = (await upload(new FormData(), { uploadMedia: never })) as {
      data: { error: string };
      init: { status: number };
    };
    expect([none.init.status, none.data.error]).toEqual([400, 'Kies een bestand om op te laden.']);
    const form = new FormData();
    form.set('file', picture());
    const refused = (await upload(
      form,
      {
        uploadMedia: async () => {
          throw new StoreApiError(415, [
            {
              status: '415',
              code: errorCodes.adminMediaUnsupportedType,
              title: 'Refused',
              detail: '',
              meta: { parameters: {} },
            },
          ]);
        },
      },
      'en',
    )) as { data: { error: string }; init: { status: number } };
    expect([refused.init.status, refused.data.error]).toEqual([
      415,
      'This file is no JPEG, PNG, WebP or SVG picture.',
    ]);
  });
});
