import { useTranslation } from '../../lib/i18n';

/**
 * Article number, the company's own article number, EAN, brand and manufacturer number; missing
 * values are left out.
 */
export function ProductFacts({
  productNumber,
  customerSku,
  ean,
  manufacturer,
  manufacturerNumber,
}: {
  productNumber: string;
  customerSku: string | null;
  ean: string | null;
  manufacturer: string | null;
  manufacturerNumber: string | null;
}) {
  const { t } = useTranslation();
  const facts = [
    { label: t('product.articleNumber'), value: productNumber, testId: 'product-number' },
    { label: t('product.customerSku'), value: customerSku, testId: 'own-article-number' },
    { label: t('product.ean'), value: ean, testId: 'product-ean' },
    { label: t('product.manufacturer'), value: manufacturer, testId: 'product-manufacturer' },
    {
      label: t('product.manufacturerNumber'),
      value: manufacturerNumber,
      testId: 'product-manufacturer-number',
    },
  ].filter((fact) => fact.value);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-gray-600">{fact.label}</dt>
          <dd className="font-medium text-gray-900" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
