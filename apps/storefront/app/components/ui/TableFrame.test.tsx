import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf } from '../../test/markup';
import { TableFrame } from './TableFrame';

describe('TableFrame', () => {
  it('lets a wide table scroll sideways inside a positioned frame', () => {
    const html = renderMarkup(
      <TableFrame>
        <table />
      </TableFrame>,
    );
    expect(tagOf(html, 'div').attributes.class?.split(' ')).toEqual(
      expect.arrayContaining(['relative', 'overflow-x-auto']),
    );
    expect(html).toMatch(/^<div[^>]*><table><\/table><\/div>$/);
  });
});
