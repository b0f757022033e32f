import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
// The server's module for Store API sessions; it also loads the message catalogues of all languages.
import '../../lib/store-api.server';
import type { FooterData } from '../../lib/shell.server';
import { Footer } from './Footer';

function render(path: string, footer: FooterData | null): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(Footer, { shopName: 'Trade Shop', footer }),
    ),
  );
}

describe('footer', () => {
  it('shows the footer content page: links in a new tab, collapsible locations, texts', () => {
    const html = render('/en', {
      serviceLinks: [],
      sections: [
        { type: 'links', title: 'Service', links: [{ label: 'Terms', url: 'https://example.com/terms' }] },
        {
          type: 'locations',
          title: 'Branches',
          locations: [{ title: 'Gent', city: 'Gent', phone: '+32 9 123 45 67', email: 'gent@example.com' }],
        },
        { type: 'text', title: 'About', text: 'Since 1950.' },
      ],
    });
    expect(html).toMatch(/<a href="https:\/\/example.com\/terms" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Gent/);
    expect(html).toContain('href="tel:+3291234567"');
    expect(html).toContain('Since 1950.');
    expect(html).not.toContain('data-testid="footer-fixed"');
  });

  it('falls back to service links, regional contacts and the four shops', () => {
    const html = render('/fr', {
      sections: null,
      serviceLinks: [
        {
          id: '1',
          label: 'Contact',
          href: '/fr/contact',
          external: false,
          newTab: false,
          imageUrl: null,
          childCount: 0,
          children: [],
        },
      ],
    });
    expect(html).toContain('data-testid="footer-fixed"');
    expect(html).toMatch(/<a[^>]*href="\/fr\/contact"[^>]*>Contact<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/fr\/brands"[^>]*>Marques<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/fr\/files"[^>]*>Téléchargements<\/a>/);
    for (const region of ['Est', 'Sud', 'Ouest', 'Nord'])
      expect(html).toMatch(new RegExp(`<summary[^>]*>${region}`));
    expect(html.match(/data-testid="footer-shop"/g)).toHaveLength(4);
    expect(html.match(/Du lundi au vendredi de 8h00 à 17h00/g)).toHaveLength(4);
  });

  it('shows the fixed footer when nothing could be loaded (error pages)', () => {
    expect(render('/', null)).toContain('Onze winkels');
  });
});
