import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../test/markup';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is nothing in a panel of its own', () => {
    const html = renderMarkup(<EmptyState>No users yet.</EmptyState>);
    expect(html).toMatch(/^<p class="[^"]*rounded-lg border[^"]*">No users yet\.<\/p>$/);
  });

  it('offers its action below the message', () => {
    const html = renderMarkup(
      <EmptyState action={<a href="/en/create">Create the first one</a>}>None yet.</EmptyState>,
    );
    expect(html).toMatch(
      /^<div[^>]*><p[^>]*>None yet\.<\/p><a href="\/en\/create">Create the first one<\/a><\/div>$/,
    );
  });

  it('keeps the same panel without the action a user may not take', () => {
    const html = renderMarkup(<EmptyState action={false}>None yet.</EmptyState>);
    expect(html).toMatch(/^<div[^>]*><p[^>]*>None yet\.<\/p><\/div>$/);
    expect(textOf(html)).toBe('None yet.');
  });
});
