import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tagOf, textOf } from '../../test/markup';
import { LoggedInAsCustomerBanner } from './LoggedInAsCustomerBanner';

const login = { customer: 'Tom Janssens', staff: 'Sven Service', endsAt: '2026-11-29T13:05:00.000Z' };

/** The banner on a page at `path`: its form needs a data router. */
function render(path: string): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => <LoggedInAsCustomerBanner login={login} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe('LoggedInAsCustomerBanner', () => {
  it('names the customer, the staff member and the end in the shop’s time, in the page’s language', () => {
    expect(textOf(render('/en'))).toBe(
      'You are logged in as Tom Janssens by Sven Service (ends at 14:05). End the session',
    );
    expect(textOf(render('/fr'))).toBe(
      'Vous êtes connecté en tant que Tom Janssens par Sven Service (fin à 14:05). Terminer la session',
    );
    expect(textOf(render('/'))).toBe(
      'U bent ingelogd als Tom Janssens door Sven Service (eindigt om 14:05). Sessie beëindigen',
    );
  });

  it('ends the session by logging out', () => {
    const html = render('/en');
    expect(tagOf(html, 'div').attributes.role).toBe('status');
    expect(tagOf(html, 'form').attributes).toMatchObject({ method: 'post', action: '/en/auth/logout' });
    expect(tagOf(html, 'button').attributes.type).toBe('submit');
  });
});
