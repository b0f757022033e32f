import type { AdminContentPageSummary } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import ContentPages from './content';

const summary = (fields: Partial<AdminContentPageSummary>): AdminContentPageSummary => ({
  id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b',
  key: 'home',
  title: 'Welkom',
  state: 'published',
  publishAt: null,
  missingLanguages: [],
  updatedAt: '2026-11-29T10:00:00.000Z',
  ...fields,
});

function render(
  pages: AdminContentPageSummary[],
  actionData?: unknown,
  posts: AdminContentPageSummary[] = [],
): string {
  return renderAdminPage({
    id: 'content',
    path: 'content',
    url: '/admin/content',
    Page: ContentPages,
    loaderData: { pages, posts },
    actionData,
  });
}

describe("the back-office's list of content pages", () => {
  it('shows each page’s state, the languages it misses and when it is published', () => {
    const html = render([
      summary({}),
      summary({
        id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5c',
        key: 'rental',
        title: 'Verhuur',
        state: 'scheduled',
        publishAt: '2026-12-01T08:30:00.000Z',
        missingLanguages: ['fr-FR', 'en-GB'],
      }),
    ]);
    const text = textOf(html);
    expect(text).toContain('Welkom home Published');
    expect(text).toContain('Verhuur rental Scheduled French, English 01/12/2026 09:30');
    expect(tagOf(html, 'a', { href: '/admin/content/page/0190a1b2c3d47e5f8a9b0c1d2e3f4a5c' })).toBeDefined();
  });

  it('makes a new page by its key, and says why a key is refused', () => {
    const html = render([], { kind: 'page', error: 'Another page has this key.' });
    expect(textOf(html)).toContain('There are no content pages yet.');
    expect(tagOf(html, 'input', { name: 'key' }).attributes['aria-invalid']).toBe('true');
    expect(textOf(html)).toContain('Another page has this key.');
  });

  it('lists the blog posts in a section of their own, opening in the editor, with a form for a new one', () => {
    const html = render([summary({})], undefined, [
      summary({
        id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5d',
        key: 'safety-gloves',
        title: 'Handschoenen',
        state: 'draft',
      }),
    ]);
    const text = textOf(html);
    expect(text).toContain('Blog posts');
    expect(text).toContain('Handschoenen safety-gloves Draft');
    expect(tagOf(html, 'a', { href: '/admin/content/blog/0190a1b2c3d47e5f8a9b0c1d2e3f4a5d' })).toBeDefined();
    expect(tagOf(html, 'input', { name: 'kind', value: 'blog' })).toBeDefined();
    expect(tagOf(html, 'input', { id: 'blog-key' })).toBeDefined();
  });
});
