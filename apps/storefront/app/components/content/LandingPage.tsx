import type { LandingPageData } from '../../lib/landing-page.server';
import { ContentBlocks } from './ContentBlocks';
import { PreviewNote } from './PreviewNote';

/**
 * A content page: its title unless its opening block carries it, then its blocks; a draft opened by
 * a preview link says so first.
 */
export function LandingPage({
  page,
}: {
  page: Pick<LandingPageData, 'title' | 'blocks' | 'opensWithHero'> & { preview?: boolean };
}) {
  return (
    <article className="flex flex-col gap-6">
      {page.preview ? <PreviewNote /> : null}
      {page.opensWithHero ? null : (
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{page.title}</h1>
      )}
      <ContentBlocks blocks={page.blocks} />
    </article>
  );
}
