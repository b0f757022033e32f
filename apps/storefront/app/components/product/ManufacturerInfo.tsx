import { useTranslation } from '../../lib/i18n';
import type { ProductDetails } from '../../lib/product-details.server';

/** The manufacturer specs tab: who makes the product and under which number. */
export function ManufacturerInfo({
  manufacturer,
}: {
  manufacturer: NonNullable<ProductDetails['manufacturer']>;
}) {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl space-y-3 text-gray-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium text-gray-600">{t('product.manufacturer')}</dt>
        <dd className="text-gray-900">{manufacturer.name}</dd>
        {manufacturer.manufacturerNumber ? (
          <>
            <dt className="font-medium text-gray-600">{t('product.manufacturerNumber')}</dt>
            <dd className="text-gray-900">{manufacturer.manufacturerNumber}</dd>
          </>
        ) : null}
      </dl>
      {manufacturer.description ? <p className="whitespace-pre-line">{manufacturer.description}</p> : null}
      {manufacturer.link && /^https?:\/\//.test(manufacturer.link) ? (
        <p>
          <a
            href={manufacturer.link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {t('product.manufacturerSite', { name: manufacturer.name })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
