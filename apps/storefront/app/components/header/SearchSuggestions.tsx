import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { type SearchGuidanceView, type SearchLead, searchPageHref } from '../../lib/search-guidance';
import { type SearchSuggestion, searchOptionId } from '../../lib/search-suggestions';
import { ProductPrice } from '../product/ProductPrice';
import { StockStatus } from '../product/StockStatus';
import { SearchLoading } from './SearchLoading';

/** Results the dropdown shows before 'show more'. */
const shownResults = 5;

/** Keeps the focus in the search while an option is clicked, so the dropdown does not close first. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

const optionClass = 'cursor-pointer hover:bg-brand-50 aria-selected:bg-brand-100';

/** One option of the listbox: marked by the field's aria-activedescendant, never focused itself. */
function Option({
  listboxId,
  index,
  active,
  href,
  onChoose,
  className,
  children,
}: {
  listboxId: string;
  index: number;
  active: number;
  href: string;
  onChoose: (href: string) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys (arrows, Enter)
    <div
      id={searchOptionId(listboxId, index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      data-href={href}
      onMouseDown={keepFocus}
      onClick={() => onChoose(href)}
      className={`${className} ${optionClass}`}
    >
      {children}
    </div>
  );
}

/** The categories or brands the search leads to, as a group of options. */
function LeadGroup({
  label,
  leads,
  firstIndex,
  testId,
  ...option
}: {
  label: string;
  leads: SearchLead[];
  firstIndex: number;
  testId: string;
  listboxId: string;
  active: number;
  onChoose: (href: string) => void;
}) {
  if (leads.length === 0) return null;
  return (
    // A group of options inside a listbox (ARIA's listbox pattern); a fieldset belongs to forms.
    // biome-ignore lint/a11y/useSemanticElements: a listbox's group is no fieldset
    <div role="group" aria-label={label} data-testid={testId} className="border-gray-100 border-t py-1">
      <div aria-hidden="true" className="px-4 pt-1 font-semibold text-gray-500 text-xs uppercase">
        {label}
      </div>
      {leads.map((lead, offset) => (
        <Option
          key={lead.id}
          {...option}
          index={firstIndex + offset}
          href={lead.href}
          className="px-4 py-1.5 text-brand-700 text-sm"
        >
          {lead.name}
        </Option>
      ))}
    </div>
  );
}

/**
 * The quick search's answer as the listbox of the search combobox: the first five products, the
 * categories and brands the search leads to, and all results, as options (the field keeps the
 * focus; arrows mark an option, Enter or a click opens it). A corrected search says what it
 * searched; one that found nothing offers the closest words.
 */
export default function SearchSuggestions({
  loading,
  products,
  guidance,
  query,
  fullSearchHref,
  listboxId,
  active,
  onChoose,
}: {
  loading: boolean;
  products: SearchSuggestion[];
  guidance: SearchGuidanceView | null;
  query: string;
  fullSearchHref: string;
  listboxId: string;
  /** The option marked by the arrow keys; -1 for none. */
  active: number;
  onChoose: (href: string) => void;
}) {
  const { t, language } = useTranslation();
  if (loading) return <SearchLoading />;
  if (products.length === 0)
    return (
      <div role="status" className="px-4 py-3 text-gray-700 text-sm">
        <p>{t('search.noSuggestions', { query })}</p>
        {guidance?.closeWords.length ? (
          <p className="mt-1" data-testid="suggest-close-words">
            {t('label.withColon', { label: t('search.didYouMean') })}{' '}
            {guidance.closeWords.map((word, index) => (
              <span key={word}>
                {index > 0 ? ', ' : ''}
                <Link to={searchPageHref(language, word)} className="font-semibold text-brand-700 underline">
                  {word}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    );
  const shown = products.slice(0, shownResults);
  const categories = guidance?.categories ?? [];
  const brands = guidance?.brands ?? [];
  const option = { listboxId, active, onChoose };
  return (
    <>
      {guidance?.correction ? (
        <p className="px-4 pt-2 text-gray-700 text-sm" data-testid="suggest-correction">
          {t('search.correctedTo', { query: guidance.correction.searchedFor })}
        </p>
      ) : null}
      <div id={listboxId} role="listbox" aria-label={t('search.suggestions')}>
        {shown.map((product, index) => (
          <Option
            key={product.id}
            {...option}
            index={index}
            href={product.href}
            className="flex items-center gap-3 px-4 py-2"
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
            {product.offer && product.stock ? (
              <span className="ml-auto shrink-0 text-right [&_p]:justify-end" data-testid="suggest-offer">
                <ProductPrice offer={product.offer} unit={product.unit} isLowestOfFamily={product.isFamily} />
                <StockStatus stock={product.stock} />
              </span>
            ) : null}
          </Option>
        ))}
        <LeadGroup
          {...option}
          label={t('search.categoryLeads')}
          leads={categories}
          firstIndex={shown.length}
          testId="suggest-categories"
        />
        <LeadGroup
          {...option}
          label={t('search.brandLeads')}
          leads={brands}
          firstIndex={shown.length + categories.length}
          testId="suggest-brands"
        />
        <Option
          {...option}
          index={shown.length + categories.length + brands.length}
          href={fullSearchHref}
          className="border-gray-100 border-t px-4 py-3 font-semibold text-brand-700 text-sm hover:underline"
        >
          {t('search.showMore')}
        </Option>
      </div>
    </>
  );
}
