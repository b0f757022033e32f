import { errorCodes } from '@tradeshop/domain';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
// The server's module for Store API sessions; it also loads the message catalogues of all languages.
import '../../lib/store-api.server';
import { crossSiteRequestCode } from '../../lib/request-origin';
import { ErrorBoundary as InspectErrorBoundary } from '../../routes/punchout/cxml-inspect';
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

  it('says the shop’s own message instead of the standard text when the back-office wrote one', () => {
    const french = text(
      render('/fr', createElement(MaintenancePage, { message: 'Inventaire annuel : retour lundi à 8 h.' })),
    );
    expect(french).toContain('Maintenance en cours');
    expect(french).toContain('Inventaire annuel : retour lundi à 8 h.');
    expect(french).not.toContain('La boutique sera bientôt de retour.');
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

  it('a Store API refusal names what went wrong, not an unreachable shop or a cross-site post', () => {
    const page = (status: number, code: string | null) =>
      text(render('/en/x', createElement(ErrorPage, { error: new ErrorResponse(status, '', { code }) })));
    expect(page(403, 'DEXIS__MISSING_RIGHT')).toContain(
      'You do not have the right to open this page or to do this.',
    );
    expect(page(403, crossSiteRequestCode)).toContain("This request did not come from the shop's own pages");
    expect(page(409, 'CHECKOUT__CART_PRICES_CHANGED')).toContain(
      'The shop could not carry out this request.',
    );
    for (const status of [403, 409]) expect(page(status, null)).not.toContain('unreachable');
  });

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

describe('the cart inspection without a punch-out session', () => {
  it('says so in the shopper’s language, and how a punch-out starts', () => {
    const error = new ErrorResponse(403, '', { code: errorCodes.punchoutNoSession });
    const french = text(render('/fr/cxml/inspect', createElement(InspectErrorBoundary, { error } as never)));
    expect(french).toContain('Aucune session punch-out');
    expect(french).toContain('ouvrez-y le catalogue de ce fournisseur (punch-out)');
    expect(french).not.toContain('injoignable');
    const dutch = text(render('/cxml/inspect', createElement(InspectErrorBoundary, { error } as never)));
    expect(dutch).toContain('Geen punch-outsessie');
  });
});
