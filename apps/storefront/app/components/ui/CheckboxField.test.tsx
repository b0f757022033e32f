import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('ties its label to the checkbox', () => {
    const html = renderMarkup(<CheckboxField name="terms">I accept the terms</CheckboxField>);
    expect(tagOf(html, 'label').attributes.for).toBe('field-terms');
    expect(tagOf(html, 'input').attributes).toMatchObject({
      id: 'field-terms',
      type: 'checkbox',
      name: 'terms',
    });
    expect(textOf(html)).toBe('I accept the terms');
  });

  it('is ticked when it starts checked', () => {
    const html = renderMarkup(
      <CheckboxField name="terms" defaultChecked>
        I accept the terms
      </CheckboxField>,
    );
    expect(tagOf(html, 'input').attributes.checked).toBe('');
  });

  it('wires its error to the checkbox', () => {
    const html = renderMarkup(
      <CheckboxField name="terms" error="Accept the terms to register.">
        I accept the terms
      </CheckboxField>,
    );
    expect(tagOf(html, 'input').attributes).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'field-terms-error',
    });
    expect(tagOf(html, 'p', { id: 'field-terms-error' })).toBeDefined();
    expect(textOf(html)).toContain('Accept the terms to register.');
  });

  it('is neither invalid nor described without an error', () => {
    const input = tagOf(renderMarkup(<CheckboxField name="terms">Terms</CheckboxField>), 'input').attributes;
    expect(input['aria-invalid']).toBeUndefined();
    expect(input['aria-describedby']).toBeUndefined();
  });
});
