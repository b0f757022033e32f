import { Link } from 'react-router';
import type { VariantRow } from '../../lib/catalog-view.server';
import { useFigures, useTranslation } from '../../lib/i18n';
import type { ProductDetails } from '../../lib/product-details.server';
import { AddToCart } from './AddToCart';
import { StockStatus } from './StockStatus';

/**
 * Every variant of a product in one table (`?showVariantsTable=true`): article number, one column
 * per option group, stock, price and the counter with add-to-cart, so that several variants can be
 * ordered from one page.
 */
export function VariantsTable({
  variants,
  columns,
}: {
  variants: VariantRow[];
  columns: ProductDetails['variantColumns'];
}) {
  const figures = useFigures();
  const { t } = useTranslation();
  return (
    <div className="sm:overflow-x-auto" data-testid="variants-table">
      <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[48rem]">
        <caption className="sr-only">{t('product.variantsTable')}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-gray-300 border-b text-left text-gray-600">
            <th scope="col" className="px-3 py-2 font-medium">
              {t('product.articleNumber')}
            </th>
            {columns.groups.map((group) => (
              <th key={group} scope="col" className="px-3 py-2 font-medium">
                {group}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              {t('product.stock')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('product.price')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">{t('product.addToCart')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          {variants.map((variant) => (
            <tr
              key={variant.id}
              className="border-gray-200 align-middle max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:p-3 sm:border-b sm:hover:bg-gray-50"
            >
              <th scope="row" className="text-left font-medium max-sm:col-span-2 sm:px-3 sm:py-2">
                <Link to={variant.href} className="text-brand-700 underline hover:text-brand-900">
                  {variant.productNumber}
                </Link>
              </th>
              {(columns.values[variant.id] ?? columns.groups.map(() => '–')).map((value, index) => (
                <td key={columns.groups[index] ?? index} className="text-gray-800 sm:px-3 sm:py-2">
                  <span className="text-gray-500 sm:hidden">{columns.groups[index]}: </span>
                  {value}
                </td>
              ))}
              <td className="sm:px-3 sm:py-2">
                <StockStatus stock={variant.stock} />
              </td>
              <td className="whitespace-nowrap font-semibold max-sm:col-span-2 sm:px-3 sm:py-2 sm:text-right">
                {variant.offer?.price != null
                  ? figures.price(variant.offer.price)
                  : variant.offer
                    ? t('product.priceOnRequest')
                    : null}
              </td>
              <td className="max-sm:col-span-2 max-sm:pt-2 sm:w-[26rem] sm:px-3 sm:py-2">
                {variant.offer ? (
                  <AddToCart
                    product={{ id: variant.id, productNumber: variant.productNumber, name: variant.name }}
                    offer={variant.offer}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
