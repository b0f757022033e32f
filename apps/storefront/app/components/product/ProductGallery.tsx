import { useState } from 'react';
import type { ImageData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { ProductImage } from './ProductImage';

/** The cover large, the other images as thumbnails that replace it. */
export function ProductGallery({ images, productName }: { images: ImageData[]; productName: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;
  return (
    <section aria-label={t('product.gallery')}>
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50 p-4">
        <ProductImage
          key={current?.url ?? 'none'}
          image={current}
          noImageAlt={`${t('product.noImage')}: ${productName}`}
          loading="eager"
          width={800}
          height={800}
          className="h-full w-full object-contain mix-blend-multiply"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
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
