import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels an input that keeps the attributes it is given', () => {
    const html = renderMarkup(
      <FormField name="username" label="Username" autoComplete="username" defaultValue="anna" />,
    );
    expect(tagOf(html, 'label').attributes.for).toBe('field-username');
    const input = tagOf(html, 'input').attributes;
    expect(input).toMatchObject({
      id: 'field-username',
      name: 'username',
      autocomplete: 'username',
      value: 'anna',
    });
  });

  it('marks a required input in its label and for the browser', () => {
    const html = renderMarkup(<FormField name="username" label="Username" required />);
    expect(tagOf(html, 'input').attributes.required).toBe('');
    expect(textOf(html)).toBe('Username *');
  });

  it('wires its error to the input', () => {
    const html = renderMarkup(<FormField name="username" label="Username" error="Enter your username." />);
    expect(tagOf(html, 'input').attributes).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'field-username-error',
    });
    expect(textOf(html)).toContain('Enter your username.');
  });

  it('keeps a disabled input disabled', () => {
    const html = renderMarkup(<FormField name="username" label="Username" disabled />);
    expect(tagOf(html, 'input').attributes.disabled).toBe('');
  });

  it('puts what it holds beside the input', () => {
    const html = renderMarkup(
      <FormField name="code" label="Code">
        <button type="button">Scan</button>
      </FormField>,
    );
    expect(html).toMatch(/<input[^>]*\/><button type="button">Scan<\/button>/);
  });
});
