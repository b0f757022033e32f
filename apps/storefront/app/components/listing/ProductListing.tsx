import type { ListingView } from '@tradeshop/domain';
import { Link, useLocation } from 'react-router';
import type { ListingData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { ProductGrid } from '../product/ProductGrid';
import { ProductRows } from '../product/ProductRows';
import { Pager } from '../ui/Pager';
import { ListingFilters } from './ListingFilters';
import { ListingViewSwitch } from './ListingViewSwitch';
import { SortingSelect } from './SortingSelect';

/**
 * Filters beside (or above, on phones) the result count, sorting, the view switch, the articles as
 * cards or rows, and pages.
 */
export function ProductListing({
  listing,
  view,
  searchQuery,
  invalidQuery,
}: {
  listing: ListingData;
  view: ListingView;
  searchQuery?: string;
  invalidQuery: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const firstPage = new URLSearchParams(location.search);
  firstPage.delete('p');
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <aside className="lg:row-span-2">
        <ListingFilters listing={listing} searchQuery={searchQuery} />
      </aside>
      <div>
        {invalidQuery ? (
          <p
            role="status"
            className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
          >
            {t('listing.invalidQuery')}
          </p>
        ) : null}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-gray-700 text-sm" data-testid="result-count">
            {t('listing.resultCount', { count: listing.total })}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SortingSelect sorting={listing.sorting} sortings={listing.sortings} />
            <ListingViewSwitch view={view} />
          </div>
        </div>
        {listing.products.length > 0 ? (
          view === 'list' ? (
            <ProductRows products={listing.products} />
          ) : (
            <ProductGrid products={listing.products} />
          )
        ) : (
          <div className="rounded-md border border-gray-200 bg-gray-50 px-4 py-8 text-center text-gray-700">
            <p>{t('listing.empty')}</p>
            {listing.page > 1 ? (
              <Link
                to={`${location.pathname}?${firstPage}`}
                className="mt-2 inline-block text-brand-700 underline"
              >
                {t('listing.firstPage')}
              </Link>
            ) : null}
          </div>
        )}
        <Pager page={listing.page} totalPages={listing.totalPages} />
      </div>
    </div>
  );
}
