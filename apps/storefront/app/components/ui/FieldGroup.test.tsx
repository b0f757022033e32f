import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { FieldGroup, FullRow } from './FieldGroup';

describe('FieldGroup', () => {
  it('names its fields by a legend, two to a row on wider screens', () => {
    const html = renderMarkup(
      <FieldGroup legend="Company">
        <input name="company" />
      </FieldGroup>,
    );
    expect(html).toMatch(
      /^<fieldset[^>]*><legend[^>]*>Company<\/legend><div class="[^"]*sm:grid-cols-2[^"]*">/,
    );
    expect(tagOf(html, 'input').attributes.name).toBe('company');
  });

  it('lets a field take the whole row', () => {
    const html = renderMarkup(
      <FieldGroup legend="Address">
        <FullRow>Street and number</FullRow>
      </FieldGroup>,
    );
    expect(html).toContain('<div class="sm:col-span-2">Street and number</div>');
    expect(textOf(html)).toBe('Address Street and number');
  });
});
