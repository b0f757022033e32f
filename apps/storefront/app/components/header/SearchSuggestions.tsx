import { useTranslation } from '../../lib/i18n';
import type { SearchSuggestion } from '../../routes/search-suggest';
import { SearchLoading } from './SearchLoading';

/** Results the dropdown shows before 'show more'. */
const shownResults = 5;

/** Keeps the focus in the search while an option is clicked, so the dropdown does not close first. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** The id of the quick search's option at `index` in the listbox `listboxId`. */
export const searchOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

const optionClass = 'cursor-pointer hover:bg-brand-50 aria-selected:bg-brand-100';

/**
 * The quick search's answer as the listbox of the search combobox: the first five products and all
 * results as options (the field keeps the focus; arrows mark an option, Enter or a click opens it),
 * or a status when none is found.
 */
export default function SearchSuggestions({
  loading,
  products,
  query,
  fullSearchHref,
  listboxId,
  active,
  onChoose,
}: {
  loading: boolean;
  products: SearchSuggestion[];
  query: string;
  fullSearchHref: string;
  listboxId: string;
  /** The option marked by the arrow keys; -1 for none. */
  active: number;
  onChoose: (href: string) => void;
}) {
  const { t } = useTranslation();
  if (loading) return <SearchLoading />;
  if (products.length === 0)
    return (
      <p role="status" className="px-4 py-3 text-gray-700 text-sm">
        {t('search.noSuggestions', { query })}
      </p>
    );
  const shown = products.slice(0, shownResults);
  return (
    <div id={listboxId} role="listbox" aria-label={t('search.suggestions')}>
      {shown.map((product, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys (arrows, Enter)
        <div
          key={product.id}
          id={searchOptionId(listboxId, index)}
          role="option"
          // Marked by the field's aria-activedescendant, never focused itself.
          tabIndex={-1}
          aria-selected={index === active}
          data-href={product.href}
          onMouseDown={keepFocus}
          onClick={() => onChoose(product.href)}
          className={`flex items-center gap-3 px-4 py-2 ${optionClass}`}
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
        </div>
      ))}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys (arrows, Enter) */}
      <div
        id={searchOptionId(listboxId, shown.length)}
        role="option"
        tabIndex={-1}
        aria-selected={active === shown.length}
        data-href={fullSearchHref}
        onMouseDown={keepFocus}
        onClick={() => onChoose(fullSearchHref)}
        className={`border-gray-100 border-t px-4 py-3 font-semibold text-brand-700 text-sm hover:underline ${optionClass}`}
      >
        {t('search.showMore')}
      </div>
    </div>
  );
}
