import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, tagsOf, textOf } from '../../test/markup';
import { Breadcrumb } from './Breadcrumb';

const items = [{ label: 'Tools', href: '/en/c/tools' }, { label: 'Drills' }];

describe('Breadcrumb', () => {
  it('starts at the home page of the page language', () => {
    const html = renderMarkup(<Breadcrumb items={items} />, '/en/c/tools/drills');
    expect(tagOf(html, 'nav').attributes['aria-label']).toBe('Breadcrumb');
    expect(tagOf(html, 'a').attributes.href).toBe('/en');
    expect(textOf(html)).toBe('Home / Tools / Drills');
  });

  it('links the entries before the current page', () => {
    const html = renderMarkup(<Breadcrumb items={items} />, '/en/c/tools/drills');
    expect(
      tagsOf(html)
        .filter((tag) => tag.name === 'a')
        .map((link) => link.attributes.href),
    ).toEqual(['/en', '/en/c/tools']);
  });

  it('marks the last entry as the current page, without a link', () => {
    const html = renderMarkup(
      <Breadcrumb items={[{ label: 'Drills', href: '/en/c/drills' }]} />,
      '/en/c/drills',
    );
    expect(html).toMatch(/<span aria-current="page"[^>]*>Drills<\/span>/);
    expect(tagsOf(html).some((tag) => tag.attributes.href === '/en/c/drills')).toBe(false);
  });

  it('hides the separators from screen readers', () => {
    const html = renderMarkup(<Breadcrumb items={items} />, '/en/c/tools/drills');
    expect(html.match(/<span aria-hidden="true"[^>]*>\/<\/span>/g)).toHaveLength(2);
  });
});
