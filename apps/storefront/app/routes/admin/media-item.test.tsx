import type { AdminMediaDetail } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import MediaItem from './media-item';

const item: AdminMediaDetail = {
  id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b',
  url: '/media/library/tang-0190a1b2.png',
  fileName: 'tang.png',
  mimeType: 'image/png',
  fileSize: 20_480,
  width: 800,
  height: 600,
  alts: { nl: 'Tang', fr: 'Pince', en: 'Pliers' },
  missingAlts: [],
  usable: true,
  uploadedAt: '2026-11-29T09:00:00.000Z',
  uploadedBy: null,
  widths: [320, 640, 768],
  webpUrl: '/media/library/tang-0190a1b2.png.webp',
  uses: [],
};

/** A picture's page in the back-office in English. */
function render(shown: AdminMediaDetail): string {
  return renderAdminPage({
    id: 'item',
    path: 'media/:id',
    url: `/admin/media/${shown.id}`,
    Page: MediaItem,
    loaderData: { item: shown, history: null },
  });
}

describe("a picture's page in the back-office", () => {
  it('fills each language’s alternative text and offers the deletion of a picture nothing shows', () => {
    const html = render(item);
    expect(tagOf(html, 'input', { name: 'alt.nl' }).attributes.value).toBe('Tang');
    expect(tagOf(html, 'input', { name: 'alt.fr' }).attributes.value).toBe('Pince');
    expect(tagOf(html, 'img', { src: `${item.url}?width=640` }).attributes.alt).toBe('Pliers');
    expect(textOf(html)).toContain('Nothing shows this picture.');
    expect(tagOf(html, 'button', { value: 'delete' })).toBeDefined();
  });

  it('lists where a picture is shown, drafts marked as such, and offers no deletion then', () => {
    const html = render({
      ...item,
      uses: [
        { kind: 'brand', id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a01', label: 'Bosch', draft: false },
        { kind: 'content-page', id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a02', label: 'about-us', draft: false },
        { kind: 'blog-post', id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a03', label: 'safety-gloves', draft: true },
      ],
    });
    expect(textOf(html)).toContain('Brand: Bosch');
    expect(textOf(html)).toMatch(/Content page: about-us\s*Blog post/);
    expect(textOf(html)).toContain('Blog post: safety-gloves (draft)');
    expect(html).not.toContain('value="delete"');
    expect(textOf(html)).toContain('remove it there before you delete it');
  });
});
