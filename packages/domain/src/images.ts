/** Image breakpoints of the specification (§9): the widths the shop scales product images to. */
export const imageBreakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** The breakpoint widths, smallest first. */
export const imageWidths: readonly number[] = Object.values(imageBreakpoints).sort((a, b) => a - b);

export function isImageWidth(width: number): boolean {
  return imageWidths.includes(width);
}

/** The breakpoint widths an image can be scaled down to: those smaller than its own width. */
export function imageWidthsBelow(ownWidth: number): number[] {
  return imageWidths.filter((width) => width < ownWidth);
}
