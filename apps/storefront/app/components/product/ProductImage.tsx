import { type SyntheticEvent, useEffect, useRef } from 'react';
import type { ImageData } from '../../lib/catalog-view.server';
import { imageSrcset } from '../../lib/image-srcset';

const noImageUrl = '/no-image.svg';

function showPlaceholder(image: HTMLImageElement) {
  if (image.src.endsWith(noImageUrl)) return;
  image.src = noImageUrl;
  image.srcset = '';
}

/**
 * A product image that falls back to the no-image placeholder when it is missing or fails to load,
 * including failures that happened before the page was hydrated. Raster images come with a srcset of
 * the breakpoint widths; `sizes` tells the browser how wide the image is shown, so it loads the
 * smallest copy that is sharp enough.
 */
export function ProductImage({
  image,
  noImageAlt,
  sizes,
  className,
  loading = 'lazy',
  width = 400,
  height = 400,
}: {
  image: ImageData | null;
  noImageAlt: string;
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  width?: number;
  height?: number;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) showPlaceholder(element);
  }, []);
  const srcSet = image ? imageSrcset(image.url, image.width) : undefined;
  return (
    <img
      ref={ref}
      src={image?.url ?? noImageUrl}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image?.alt ?? noImageAlt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={loading}
      decoding="async"
      className={className}
      onError={(event: SyntheticEvent<HTMLImageElement>) => showPlaceholder(event.currentTarget)}
    />
  );
}
