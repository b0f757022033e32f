import { Link } from 'react-router';
import type { VariantRow } from '../../lib/catalog-view.server';
import { useFigures, useTranslation } from '../../lib/i18n';
import { StockStatus } from './StockStatus';

/** The product's variants with their prices; the variants tab of the product page. */
export function VariantsList({ variants }: { variants: VariantRow[] }) {
  const figures = useFigures();
  const { t } = useTranslation();
  if (variants.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <thead>
          <tr className="border-gray-300 border-b text-left text-gray-600">
            <th scope="col" className="px-3 py-2 font-medium">
              {t('product.articleNumber')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('product.variants')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('product.stock')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('product.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr
              key={variant.id}
              className={`border-gray-200 border-b ${variant.current ? 'bg-brand-50' : 'hover:bg-gray-50'}`}
            >
              <td className="px-3 py-2 font-medium">
                {variant.current ? (
                  <span aria-current="page">
                    {variant.productNumber}{' '}
                    <span className="text-gray-500 text-xs">({t('product.currentVariant')})</span>
                  </span>
                ) : (
                  <Link to={variant.href} className="text-brand-700 underline hover:text-brand-900">
                    {variant.productNumber}
                  </Link>
                )}
              </td>
              <td className="px-3 py-2 text-gray-800">{variant.options || variant.name}</td>
              <td className="px-3 py-2">
                <StockStatus stock={variant.stock} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">
                {variant.offer?.price != null
                  ? figures.price(variant.offer.price)
                  : variant.offer
                    ? t('product.priceOnRequest')
                    : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
