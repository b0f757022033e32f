import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, tagsOf, textOf } from '../../test/markup';
import { Pager } from './Pager';

const links = (html: string) => tagsOf(html).filter((tag) => tag.name === 'a');

describe('Pager', () => {
  it('shows nothing for a single page', () => {
    expect(renderMarkup(<Pager page={1} totalPages={1} />, '/en/c/tools')).toBe('');
  });

  it('names itself and says where the reader is', () => {
    const html = renderMarkup(<Pager page={3} totalPages={9} />, '/en/c/tools?p=3');
    expect(tagOf(html, 'nav').attributes['aria-label']).toBe('Pages');
    expect(tagOf(html, 'p').attributes['aria-live']).toBe('polite');
    expect(textOf(html)).toMatch(/^Page 3 of 9 /);
  });

  it('marks the current page, not a link, with aria-current', () => {
    const html = renderMarkup(<Pager page={3} totalPages={9} />, '/en/c/tools?p=3');
    expect(tagOf(html, 'span', { 'aria-current': 'page' })).toBeDefined();
    expect(html).toMatch(
      /aria-current="page"[^>]*><span class="sr-only">Page 3<\/span><span aria-hidden="true">3<\/span>/,
    );
    expect(links(html).some((link) => link.attributes['aria-label'] === 'Page 3')).toBe(false);
  });

  it('links the first, last and neighbouring pages, with a gap mark between', () => {
    const html = renderMarkup(<Pager page={5} totalPages={9} />, '/en/c/tools?p=5');
    const pages = links(html)
      .map((link) => link.attributes['aria-label'])
      .filter(Boolean);
    expect(pages).toEqual(['Page 1', 'Page 4', 'Page 6', 'Page 9']);
    expect(html.match(/<span aria-hidden="true" class="[^"]*">…<\/span>/g)).toHaveLength(2);
  });

  it('leads to the previous and next page, keeping the rest of the address', () => {
    const html = renderMarkup(<Pager page={2} totalPages={3} />, '/en/c/tools?sort=price&p=2');
    expect(tagOf(html, 'a', { rel: 'prev' }).attributes.href).toBe('/en/c/tools?sort=price');
    expect(tagOf(html, 'a', { rel: 'next' }).attributes.href).toBe('/en/c/tools?sort=price&amp;p=3');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const first = renderMarkup(<Pager page={1} totalPages={2} />, '/en/c/tools');
    expect(links(first).map((link) => link.attributes.rel)).not.toContain('prev');
    const last = renderMarkup(<Pager page={2} totalPages={2} />, '/en/c/tools?p=2');
    expect(links(last).map((link) => link.attributes.rel)).not.toContain('next');
  });

  it('names the page by the given parameter', () => {
    const html = renderMarkup(<Pager page={1} totalPages={2} param="page" />, '/en/account/users');
    expect(tagOf(html, 'a', { rel: 'next' }).attributes.href).toBe('/en/account/users?page=2');
  });

  it('speaks the language of the page', () => {
    const html = renderMarkup(<Pager page={1} totalPages={2} />, '/c/gereedschap');
    expect(textOf(html)).toBe('Pagina 1 van 2 Pagina 1 1 2 Volgende');
  });
});
