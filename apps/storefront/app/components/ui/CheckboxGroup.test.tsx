import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/markup';
import { CheckboxGroup } from './CheckboxGroup';

describe('CheckboxGroup', () => {
  it('sends every checked value under one name, the given ones checked', () => {
    const html = renderMarkup(
      <CheckboxGroup
        name="roles"
        label="Roles"
        options={[
          { value: 'a', label: 'Admin' },
          { value: 'b', label: 'Service' },
        ]}
        defaultValues={['b']}
      />,
    );
    expect(html).toContain('<legend');
    expect(html.match(/name="roles"/g)).toHaveLength(2);
    expect(html).toMatch(/checked="" value="b"/);
    expect(html).not.toMatch(/checked="" value="a"/);
  });
});
