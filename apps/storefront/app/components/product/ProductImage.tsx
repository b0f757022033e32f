import { type SyntheticEvent, useEffect, useRef } from 'react';
import type { ImageData } from '../../lib/catalog-view.server';

const noImageUrl = '/no-image.svg';

function showPlaceholder(image: HTMLImageElement) {
  if (image.src.endsWith(noImageUrl)) return;
  image.src = noImageUrl;
  image.srcset = '';
}

/**
 * A product image that falls back to the no-image placeholder when it is missing or fails to load,
 * including failures that happened before the page was hydrated.
 */
export function ProductImage({
  image,
  noImageAlt,
  className,
  loading = 'lazy',
  width = 400,
  height = 400,
}: {
  image: ImageData | null;
  noImageAlt: string;
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
  return (
    <img
      ref={ref}
      src={image?.url ?? noImageUrl}
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
