import type { LandingPageData } from '../../lib/landing-page.server';
import { ContentBlocks } from './ContentBlocks';

/** A content page: its title unless its opening block carries it, then its blocks. */
export function LandingPage({ page }: { page: Pick<LandingPageData, 'title' | 'blocks' | 'opensWithHero'> }) {
  return (
    <article className="flex flex-col gap-6">
      {page.opensWithHero ? null : (
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{page.title}</h1>
      )}
      <ContentBlocks blocks={page.blocks} />
    </article>
  );
}
