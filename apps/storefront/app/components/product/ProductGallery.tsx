import { useState } from 'react';
import type { ImageData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { ProductImage } from './ProductImage';

/**
 * How wide the large image is shown: half the boxed page from 1024 px on (less the page padding, the
 * column gap, and the frame's border and padding), below that a square of 24 % of the screen's height.
 */
const mainImageSizes = '(min-width: 1440px) 638px, (min-width: 1024px) calc(50vw - 82px), 24vh';

/** The cover large, the other images as thumbnails that replace it. */
export function ProductGallery({ images, productName }: { images: ImageData[]; productName: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;
  return (
    <section aria-label={t('product.gallery')}>
      {/* Below 1024 px at most 24 % of the screen's height: the price and the counter follow it. */}
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50 p-4 max-lg:mx-auto max-lg:max-h-[24vh] max-lg:max-w-[24vh]">
        <ProductImage
          key={current?.url ?? 'none'}
          image={current}
          noImageAlt={`${t('product.noImage')}: ${productName}`}
          sizes={mainImageSizes}
          loading="eager"
          width={800}
          height={800}
          className="image-fit"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2 max-lg:justify-center">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('product.showImage', { index: index + 1 })}
                className={`flex size-16 items-center justify-center overflow-hidden rounded-md border bg-gray-50 p-1 ${
                  index === selected
                    ? 'border-brand-700 ring-2 ring-brand-700'
                    : 'border-gray-200 hover:border-brand-600'
                }`}
              >
                <ProductImage
                  image={image}
                  noImageAlt=""
                  sizes="64px"
                  width={64}
                  height={64}
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
