import { useTranslation } from '../../lib/i18n';

/** The company's own article number of an article (article links); nothing when it has none. */
export function OwnArticleNumber({
  customerSku,
  className = '',
}: {
  customerSku: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!customerSku) return null;
  return (
    <p className={`text-gray-700 text-xs sm:text-sm ${className}`} data-testid="own-article-number">
      {t('label.withColon', { label: t('product.customerSku') })}{' '}
      <span className="font-semibold">{customerSku}</span>
    </p>
  );
}
