import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, tagsOf, textOf } from '../../test/markup';
import { SelectField } from './SelectField';

const countries = [
  { value: 'BE', label: 'Belgium' },
  { value: 'NL', label: 'Netherlands' },
];

describe('SelectField', () => {
  it('labels a select offering each option, the given one chosen', () => {
    const html = renderMarkup(
      <SelectField name="country" label="Country" options={countries} defaultValue="NL" />,
    );
    expect(tagOf(html, 'label').attributes.for).toBe('field-country');
    expect(tagOf(html, 'select').attributes.id).toBe('field-country');
    const options = tagsOf(html).filter((tag) => tag.name === 'option');
    expect(options.map((option) => option.attributes.value)).toEqual(['BE', 'NL']);
    expect(tagOf(html, 'option', { value: 'NL' }).attributes.selected).toBe('');
    expect(textOf(html)).toBe('Country Belgium Netherlands');
  });

  it('starts with an empty choice when it has a placeholder', () => {
    const html = renderMarkup(
      <SelectField name="country" label="Country" options={countries} placeholder="Choose" required />,
    );
    expect(tagsOf(html).find((tag) => tag.name === 'option')?.attributes.value).toBe('');
    expect(textOf(html)).toBe('Country * Choose Belgium Netherlands');
  });

  it('wires its error to the select', () => {
    const html = renderMarkup(
      <SelectField name="country" label="Country" options={countries} error="Choose a country." />,
    );
    expect(tagOf(html, 'select').attributes).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'field-country-error',
    });
    expect(textOf(html)).toContain('Choose a country.');
  });

  it('keeps a disabled select disabled', () => {
    const html = renderMarkup(<SelectField name="country" label="Country" options={countries} disabled />);
    expect(tagOf(html, 'select').attributes.disabled).toBe('');
  });
});
