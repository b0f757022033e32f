import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
// The server's module for Store API sessions; it also loads the message catalogues of all languages.
import '../../lib/store-api.server';
import { ErrorFallback } from './ErrorFallback';
import { ErrorPage } from './ErrorPage';
import { MaintenancePage } from './MaintenancePage';

function render(path: string, element: ReactElement): string {
  return renderToString(createElement(MemoryRouter, { initialEntries: [path] }, element));
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('maintenance screen', () => {
  it('shows logo, title and subtitle in the language of the address', () => {
    const dutch = render('/', createElement(MaintenancePage));
    expect(dutch).toContain('<svg');
    expect(text(dutch)).toContain('Trade Shop');
    expect(dutch).toMatch(/<h1[^>]*>We voeren onderhoud uit<\/h1>/);
    const french = text(render('/fr/produit', createElement(MaintenancePage)));
    expect(french).toContain('Maintenance en cours');
    expect(french).toContain('La boutique sera bientôt de retour.');
  });
});

describe('error pages', () => {
  const cases: [number, string, string][] = [
    [408, 'Error 408', 'The shop is responding too slowly.'],
    [500, 'Error 500', 'Something went wrong on our side.'],
    [502, 'Error 502', 'The shop is temporarily unreachable.'],
    [503, 'Error 503', 'The shop is temporarily unavailable.'],
  ];
  for (const [status, heading, message] of cases) {
    it(`${status} names the status, says what happened and links home`, () => {
      const html = render(
        '/en/some-page',
        createElement(ErrorPage, { error: new ErrorResponse(status, '', null) }),
      );
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(text(html)).toContain(message);
      expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    });
  }

  it('an error that is no response counts as 500', () => {
    expect(render('/', createElement(ErrorPage, { error: new Error('x') }))).toMatch(
      /<h1[^>]*>Fout 500<\/h1>/,
    );
  });

  it('the page for an error of the error page links home with a full page load', () => {
    const html = render('/fr/x', createElement(ErrorFallback));
    expect(text(html)).toContain("Une erreur s'est produite lors de l'affichage de la page d'erreur");
    expect(html).toMatch(/<a[^>]*href="\/fr"/);
  });
});
