import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import type { SearchSuggestion } from '../../routes/search-suggest';
import { SearchLoading } from './SearchLoading';

/** Results the dropdown shows before 'show more'. */
const shownResults = 5;

/** Keeps the focus in the search while a result is clicked, so the dropdown does not close first. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** The quick search's answer: the first five products and a link to all results, or none found. */
export default function SearchSuggestions({
  loading,
  products,
  query,
  fullSearchHref,
}: {
  loading: boolean;
  products: SearchSuggestion[];
  query: string;
  fullSearchHref: string;
}) {
  const { t } = useTranslation();
  if (loading) return <SearchLoading />;
  if (products.length === 0)
    return (
      <p role="status" className="px-4 py-3 text-gray-700 text-sm">
        {t('search.noSuggestions', { query })}
      </p>
    );
  return (
    <>
      <ul aria-label={t('search.suggestions')}>
        {products.slice(0, shownResults).map((product) => (
          <li key={product.id}>
            <Link
              to={product.href}
              data-search-option=""
              onMouseDown={keepFocus}
              className="flex items-center gap-3 px-4 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <img
                src={product.imageUrl ?? '/no-image.svg'}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 shrink-0 rounded border border-gray-100 object-contain"
                onError={(event) => {
                  if (!event.currentTarget.src.endsWith('/no-image.svg'))
                    event.currentTarget.src = '/no-image.svg';
                }}
              />
              <span className="min-w-0">
                <span className="line-clamp-2 font-medium text-sm">{product.name}</span>
                <span className="block text-gray-600 text-xs">
                  {t('search.articleNumber', { number: product.productNumber })}
                </span>
                {product.customerSku ? (
                  <span className="block text-gray-700 text-xs" data-testid="own-article-number">
                    {t('label.withColon', { label: t('product.customerSku') })} {product.customerSku}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={fullSearchHref}
        data-search-option=""
        onMouseDown={keepFocus}
        className="block border-gray-100 border-t px-4 py-3 font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:underline focus-visible:bg-brand-50"
      >
        {t('search.showMore')}
      </Link>
    </>
  );
}
