import { Link, useFetcher } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { submitEnhanced, useEnhanced } from '../../lib/use-enhanced';

/**
 * "Compare" for an article: puts it in the visitor's comparison and, with JavaScript, offers the
 * way to the comparison in place; without, the form leads to the comparison page. The button says
 * the same on every page, so that pages kept for all visitors stay the same for each. On cards
 * (`scriptsOnly`) it comes with the scripts, so that a listing's HTML does not carry a form per
 * card; without JavaScript an article is compared from its page.
 */
export function CompareButton({
  productId,
  scriptsOnly = false,
}: {
  productId: string;
  scriptsOnly?: boolean;
}) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<{ count: number; refused: 'full' | null }>();
  const enhanced = useEnhanced();
  const path = localizedPath(language, '/compare');
  if (scriptsOnly && !enhanced) return null;
  return (
    <fetcher.Form
      method="post"
      action={path}
      onSubmit={(event) => submitEnhanced(fetcher, event)}
      // Above the card's link, which covers the whole card.
      className="relative text-sm"
      data-testid="compare-form"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" className="font-medium text-brand-700 hover:underline">
        {t('compare.add')}
      </button>
      {fetcher.data ? (
        <p role="status" className="mt-1 text-gray-700">
          {fetcher.data.refused ? `${t('compare.full')} ` : null}
          <Link to={path} className="font-medium text-brand-700 underline">
            {t('compare.open', { count: fetcher.data.count })}
          </Link>
        </p>
      ) : null}
    </fetcher.Form>
  );
}
