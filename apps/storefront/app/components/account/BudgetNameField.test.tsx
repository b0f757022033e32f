import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { BudgetNameField } from './BudgetNameField';

describe('BudgetNameField', () => {
  it('takes a flow’s name of up to 100 characters, with its hint', () => {
    const html = renderMarkup(<BudgetNameField kind="flow" defaultValue="Onderhoud" />);
    expect(tagOf(html, 'input', { name: 'name' }).attributes).toMatchObject({
      maxlength: '100',
      required: '',
      value: 'Onderhoud',
    });
    expect(textOf(html)).toContain('For example the department or project');
  });

  it('keeps an order reference’s name to the 50 characters of the order’s reference field, and shows its error', () => {
    const html = renderMarkup(<BudgetNameField kind="reference" defaultValue="" error="Required." />);
    expect(tagOf(html, 'input', { name: 'name' }).attributes).toMatchObject({ maxlength: '50' });
    expect(textOf(html)).toContain('50 characters at most');
    expect(textOf(html)).toContain('Required.');
  });
});
