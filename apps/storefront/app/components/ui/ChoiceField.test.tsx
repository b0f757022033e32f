import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, tagsOf, textOf } from '../../test/markup';
import { ChoiceField } from './ChoiceField';

const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const radios = (html: string) => tagsOf(html).filter((tag) => tag.attributes.type === 'radio');

describe('ChoiceField', () => {
  it('groups a radio button per option under its legend, the given one chosen', () => {
    const html = renderMarkup(
      <ChoiceField name="newCustomer" label="New customer?" options={answers} defaultValue="no" />,
    );
    expect(tagOf(html, 'fieldset')).toBeDefined();
    expect(textOf(html)).toBe('New customer? Yes No');
    expect(radios(html).map((radio) => radio.attributes)).toEqual([
      expect.objectContaining({ name: 'newCustomer', value: 'yes' }),
      expect.objectContaining({ name: 'newCustomer', value: 'no', checked: '' }),
    ]);
    expect(radios(html)[0]?.attributes.checked).toBeUndefined();
  });

  it('marks a required choice in its legend', () => {
    const html = renderMarkup(
      <ChoiceField name="newCustomer" label="New customer?" options={answers} required />,
    );
    expect(html).toMatch(/<legend[^>]*>New customer\?<span aria-hidden="true"[^>]*> \*<\/span><\/legend>/);
  });

  it('describes the group by its error and marks each option invalid', () => {
    const html = renderMarkup(
      <ChoiceField name="newCustomer" label="New customer?" options={answers} error="Choose an answer." />,
    );
    expect(tagOf(html, 'fieldset').attributes['aria-describedby']).toBe('field-newCustomer-error');
    expect(radios(html).every((radio) => radio.attributes['aria-invalid'] === 'true')).toBe(true);
    expect(tagOf(html, 'p', { id: 'field-newCustomer-error' })).toBeDefined();
    expect(textOf(html)).toContain('Choose an answer.');
  });
});
