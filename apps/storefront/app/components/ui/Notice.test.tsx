import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { Notice } from './Notice';

describe('Notice', () => {
  it('announces an error at once, as an alert', () => {
    const html = renderMarkup(<Notice tone="error">The address could not be saved.</Notice>);
    expect(tagOf(html, 'div').attributes.role).toBe('alert');
    expect(textOf(html)).toBe('The address could not be saved.');
  });

  it('announces a success politely, as a status', () => {
    const html = renderMarkup(<Notice tone="success">The address is saved.</Notice>);
    expect(tagOf(html, 'div').attributes.role).toBe('status');
    expect(textOf(html)).toBe('The address is saved.');
  });
});
