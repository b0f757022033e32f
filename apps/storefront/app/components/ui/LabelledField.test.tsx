import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { controlClass, LabelledField } from './LabelledField';

const field = (props: { id?: string; required?: boolean; hint?: string; error?: string }) =>
  renderMarkup(
    <LabelledField
      name="email"
      label="Email"
      {...props}
      control={(control) => <input {...control} name="email" />}
    />,
  );

describe('LabelledField', () => {
  it('ties the label to the control by the id of the field', () => {
    const html = field({});
    expect(tagOf(html, 'label').attributes.for).toBe('field-email');
    expect(tagOf(html, 'input').attributes.id).toBe('field-email');
  });

  it('takes an id of its own where two forms of a page have a field of the same name', () => {
    const html = field({ id: 'erase-email', hint: 'Of the person.' });
    expect(tagOf(html, 'label').attributes.for).toBe('erase-email');
    expect(tagOf(html, 'input').attributes['aria-describedby']).toBe('erase-email-hint');
  });

  it('marks a required field with an asterisk that screen readers skip', () => {
    const html = field({ required: true });
    expect(html).toMatch(/<span aria-hidden="true"[^>]*> \*<\/span>/);
    expect(field({})).not.toContain('*');
  });

  it('describes the control by its hint', () => {
    const html = field({ hint: 'We send the invoice there.' });
    expect(tagOf(html, 'input').attributes['aria-describedby']).toBe('field-email-hint');
    expect(textOf(html)).toContain('We send the invoice there.');
  });

  it('marks the control invalid and described by its error, before the hint', () => {
    const html = field({ hint: 'Your work address.', error: 'Enter a valid email address.' });
    const input = tagOf(html, 'input').attributes;
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('field-email-error field-email-hint');
    expect(tagOf(html, 'p', { id: 'field-email-error' })).toBeDefined();
    expect(textOf(html)).toContain('Enter a valid email address.');
  });

  it('leaves a valid control without a hint undescribed', () => {
    const input = tagOf(field({}), 'input').attributes;
    expect(input['aria-invalid']).toBeUndefined();
    expect(input['aria-describedby']).toBeUndefined();
  });

  it('draws the border of a control red while it holds an error', () => {
    expect(controlClass('Required')).toContain('border-red-700');
    expect(controlClass(undefined)).toContain('border-gray-300');
  });
});
