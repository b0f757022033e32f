import { useTranslation } from '../../lib/i18n';
import type { LandingPageData } from '../../lib/landing-page.server';
import { ContentBlocks } from './ContentBlocks';

/**
 * A content page: its title unless its opening block carries it, then its blocks; a draft opened by
 * a preview link says so first.
 */
export function LandingPage({
  page,
}: {
  page: Pick<LandingPageData, 'title' | 'blocks' | 'opensWithHero'> & { preview?: boolean };
}) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      {page.preview ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {t('content.previewBanner')}
        </p>
      ) : null}
      {page.opensWithHero ? null : (
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{page.title}</h1>
      )}
      <ContentBlocks blocks={page.blocks} />
    </article>
  );
}
