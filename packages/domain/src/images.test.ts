import { describe, expect, it } from 'vitest';
import { imageBreakpoints, imageWidths, imageWidthsBelow, isImageWidth } from './images.ts';

describe('image breakpoints', () => {
  it('are the six widths of the specification, smallest first', () => {
    expect(imageBreakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(imageWidths).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });

  it('accept only a breakpoint width', () => {
    expect(isImageWidth(768)).toBe(true);
    expect(isImageWidth(700)).toBe(false);
    expect(isImageWidth(Number.NaN)).toBe(false);
  });

  it('offer only the widths smaller than the image itself', () => {
    expect(imageWidthsBelow(2000)).toEqual(imageWidths);
    expect(imageWidthsBelow(1024)).toEqual([320, 640, 768]);
    expect(imageWidthsBelow(320)).toEqual([]);
  });
});
