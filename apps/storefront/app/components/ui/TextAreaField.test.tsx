import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('labels a text area that keeps its own size beside the shared look', () => {
    const html = renderMarkup(<TextAreaField name="remark" label="Remark" rows={4} className="w-full" />);
    expect(tagOf(html, 'label').attributes.for).toBe('field-remark');
    const textarea = tagOf(html, 'textarea').attributes;
    expect(textarea).toMatchObject({ id: 'field-remark', name: 'remark', rows: '4' });
    expect(textarea.class).toContain('w-full');
  });

  it('describes the text area by its hint', () => {
    const html = renderMarkup(<TextAreaField name="remark" label="Remark" hint="At most 500 characters." />);
    expect(tagOf(html, 'textarea').attributes['aria-describedby']).toBe('field-remark-hint');
    expect(textOf(html)).toContain('At most 500 characters.');
  });

  it('wires its error to the text area', () => {
    const html = renderMarkup(<TextAreaField name="remark" label="Remark" error="The remark is too long." />);
    expect(tagOf(html, 'textarea').attributes).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'field-remark-error',
    });
    expect(textOf(html)).toContain('The remark is too long.');
  });

  it('keeps a disabled text area disabled', () => {
    const html = renderMarkup(<TextAreaField name="remark" label="Remark" disabled />);
    expect(tagOf(html, 'textarea').attributes.disabled).toBe('');
  });
});
