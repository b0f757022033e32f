import type { ContentBlock } from '@tradeshop/api-client/contracts';
import {
  categoryHref,
  type ImageData,
  type Locator,
  type ProductCardData,
  toProductCard,
  withOffers,
} from './catalog-view.server';
import { localizedPath } from './i18n';
import { markdownHtml } from './markdown.server';
import { offersFor } from './offers.server';
import type { StoreApiSession } from './store-api.server';

/** A link of a block: a shop path in the page's language, or an address elsewhere. */
export interface BlockLink {
  label: string;
  href: string;
  external: boolean;
}

export interface CategoryTeaserItem {
  id: string;
  name: string;
  href: string;
  image: ImageData | null;
}

/** Where a video plays: a privacy-friendly embed of YouTube or Vimeo, or a file of the shop. */
export type VideoSource =
  | { kind: 'embed'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; src: string };

/** A text block with its Markdown made into HTML on the server (markdown.server.tsx). */
type WithHtml<Block> = Block extends { markdown: string }
  ? Omit<Block, 'markdown'> & { html: string }
  : never;

/** A block as the page shows it: links in the page's language, articles as the visitor's cards. */
export type ContentBlockView =
  | (Omit<Extract<ContentBlock, { type: 'hero' }>, 'buttons'> & { buttons: BlockLink[] })
  | { type: 'call-to-action'; title: string; text: string; buttons: BlockLink[] }
  | Extract<ContentBlock, { type: 'image' }>
  | WithHtml<Extract<ContentBlock, { type: 'text' | 'image-text' }>>
  | { type: 'product-slider'; title: string; products: ProductCardData[] }
  | { type: 'category-teaser'; title: string; categories: CategoryTeaserItem[] }
  | { type: 'video'; title: string; source: VideoSource }
  | { type: 'downloads'; title: string; files: BlockLink[] }
  | { type: 'contact-form'; title: string; formToken: string };

const externalAddress = /^[a-z][a-z0-9+.-]*:/i;

function blockLink(link: { label: string; url: string }, at: Locator): BlockLink {
  const external = externalAddress.test(link.url) || link.url.startsWith('//');
  return { label: link.label, href: external ? link.url : localizedPath(at.language, link.url), external };
}

/** YouTube and Vimeo addresses become their embeds (YouTube's without cookies); shop media plays itself. */
export function videoSourceOf(url: string): VideoSource {
  let address: URL;
  try {
    address = new URL(url, 'https://shop.invalid');
  } catch {
    return { kind: 'link', src: url };
  }
  const host = address.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? address.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (address.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(address.pathname)?.[1])
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId))
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(address.pathname)?.[1] : null;
  if (vimeoId) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeoId}?dnt=1` };
  if (address.hostname === 'shop.invalid' && /\.(mp4|webm)$/i.test(address.pathname))
    return { kind: 'file', src: address.pathname };
  return { kind: 'link', src: url };
}

/** The articles of a product slider: by their numbers in the given order, or the first of a category. */
async function sliderCards(
  store: StoreApiSession,
  block: Extract<ContentBlock, { type: 'product-slider' }>,
  at: Locator,
): Promise<ProductCardData[]> {
  const filter =
    block.productNumbers.length > 0
      ? [{ type: 'equalsAny' as const, field: 'productNumber' as const, value: block.productNumbers }]
      : block.categoryId
        ? [{ type: 'equalsAny' as const, field: 'categoryIds' as const, value: [block.categoryId] }]
        : null;
  if (!filter) return [];
  const result = await store.client.searchCards({ filter, limit: block.limit }).catch(() => null);
  if (!result) return [];
  const cards = result.elements.map((product) => toProductCard(product, at));
  if (block.productNumbers.length > 0) {
    const order = new Map(block.productNumbers.map((number, index) => [number.toUpperCase(), index]));
    cards.sort(
      (a, b) =>
        (order.get(a.productNumber.toUpperCase()) ?? 0) - (order.get(b.productNumber.toUpperCase()) ?? 0),
    );
  }
  return cards;
}

async function teaserCategories(
  store: StoreApiSession,
  categoryIds: string[],
  at: Locator,
): Promise<CategoryTeaserItem[]> {
  const result = await store.client
    .categories({
      filter: [{ type: 'equalsAny', field: 'id', value: categoryIds }],
      limit: categoryIds.length,
    })
    .catch(() => null);
  if (!result) return [];
  const byId = new Map(result.elements.map((category) => [category.id, category]));
  return categoryIds.flatMap((id) => {
    const category = byId.get(id);
    if (!category || category.type === 'folder') return [];
    const media = category.media;
    return [
      {
        id,
        name: category.translated.name || category.name,
        href: categoryHref(category, at),
        image: media ? { url: media.url, alt: '', width: media.width, height: media.height } : null,
      },
    ];
  });
}

/**
 * Resolves a page's blocks for the visitor: sliders become their cards with the visitor's prices and
 * stock (one offers call for the whole page), teasers their categories, links the page's language.
 * A slider or teaser whose articles cannot be loaded is left out rather than failing the page.
 */
export async function contentBlocksView(
  store: StoreApiSession,
  blocks: ContentBlock[],
  { hideVideos = false }: { hideVideos?: boolean } = {},
): Promise<ContentBlockView[]> {
  const at: Locator = { language: store.language, languageId: store.languageId };
  const views = await Promise.all(
    blocks.map(async (block): Promise<ContentBlockView | null> => {
      switch (block.type) {
        case 'hero':
          return { ...block, buttons: block.buttons.map((button) => blockLink(button, at)) };
        case 'call-to-action':
          return { ...block, buttons: block.buttons.map((button) => blockLink(button, at)) };
        case 'product-slider': {
          const products = await sliderCards(store, block, at);
          return products.length > 0 ? { type: block.type, title: block.title, products } : null;
        }
        case 'category-teaser': {
          const categories = await teaserCategories(store, block.categoryIds, at);
          return categories.length > 0 ? { type: block.type, title: block.title, categories } : null;
        }
        case 'video':
          return hideVideos
            ? null
            : { type: block.type, title: block.title, source: videoSourceOf(block.url) };
        case 'downloads':
          return {
            type: block.type,
            title: block.title,
            files: block.files.map((file) => blockLink(file, at)),
          };
        case 'text':
        case 'image-text': {
          const { markdown, ...rest } = block;
          return { ...rest, html: markdownHtml(markdown) };
        }
        case 'contact-form': {
          const token = await store.client.contactFormToken().catch(() => null);
          return token ? { type: block.type, title: block.title, formToken: token.data.token } : null;
        }
        default:
          return block;
      }
    }),
  );
  const shown = views.filter((view): view is ContentBlockView => view !== null);
  const articles = shown.flatMap((view) =>
    view.type === 'product-slider'
      ? view.products.map((card) => ({ productNumber: card.productNumber, quantity: card.minPurchase }))
      : [],
  );
  if (articles.length === 0) return shown;
  const offers = await offersFor(store.client, articles);
  return shown.map((view) =>
    view.type === 'product-slider'
      ? { ...view, products: withOffers(view.products, offers, store.shop) }
      : view,
  );
}
