import { imageWidthsBelow } from '@tradeshop/domain';

/** The formats the media route scales to a width; SVG drawings are sharp at any size as they are. */
const scalableExtension = /\.(png|jpe?g|webp)$/i;

/**
 * The srcset of an image from the media route: every image breakpoint narrower than the image as a
 * scaled copy (`?width=`), then the original at its own width. Undefined when the image does not
 * scale or its width is unknown.
 */
export function imageSrcset(url: string, ownWidth: number | null): string | undefined {
  const [path = ''] = url.split(/[?#]/);
  if (!ownWidth || !scalableExtension.test(path)) return undefined;
  const separator = url.includes('?') ? '&' : '?';
  const scaled = imageWidthsBelow(ownWidth).map((width) => `${url}${separator}width=${width} ${width}w`);
  return [...scaled, `${url} ${ownWidth}w`].join(', ');
}
