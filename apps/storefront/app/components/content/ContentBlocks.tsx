import { useState } from 'react';
import { Link } from 'react-router';
import type { BlockLink, ContentBlockView } from '../../lib/content-blocks.server';
import { useTranslation } from '../../lib/i18n';
import { ContactForm } from '../contact/ContactForm';
import { SearchForm } from '../header/SearchForm';
import { ProductCard } from '../product/ProductCard';
import { Markdown } from './Markdown';

function BlockAnchor({ link, className }: { link: BlockLink; className: string }) {
  return link.external ? (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

function BlockHeading({ children }: { children: string }) {
  return children ? <h2 className="mb-4 font-bold text-2xl text-gray-900">{children}</h2> : null;
}

/** The page's opening: its title (the page's h1 when it comes first), a line of text and its buttons. */
function Hero({ block, first }: { block: Extract<ContentBlockView, { type: 'hero' }>; first: boolean }) {
  const { t } = useTranslation();
  const Title = first ? 'h1' : 'h2';
  return (
    <section
      className="relative overflow-hidden rounded-xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:py-14"
      data-surface="dark"
    >
      {block.image ? (
        <img
          src={block.image.url}
          alt={block.image.alt}
          className="absolute inset-0 size-full object-cover opacity-25"
          fetchPriority={first ? 'high' : undefined}
        />
      ) : null}
      <div className="relative">
        <Title className="max-w-3xl font-bold text-2xl leading-tight sm:text-4xl">{block.title}</Title>
        {block.text ? <p className="mt-3 max-w-2xl text-brand-100 sm:text-lg">{block.text}</p> : null}
        {block.search ? (
          <div className="mt-6 max-w-2xl">
            <SearchForm id="hero-search" />
            <p className="mt-2 text-brand-100 text-sm">{t('search.tip')}</p>
          </div>
        ) : null}
        {block.buttons.length > 0 ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {block.buttons.map((button, index) => (
              <BlockAnchor
                key={button.href}
                link={button}
                className={
                  index === 0
                    ? 'rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50'
                    : 'rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700'
                }
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A video from YouTube or Vimeo loads from there only once the visitor asks for it, so that opening
 * the page contacts no other site; without JavaScript the same link opens the video there.
 */
function Video({ block }: { block: Extract<ContentBlockView, { type: 'video' }> }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const { source } = block;
  const frame = 'aspect-video w-full max-w-4xl rounded-lg';
  return (
    <section>
      <BlockHeading>{block.title}</BlockHeading>
      {source.kind === 'embed' && playing ? (
        <iframe
          src={`${source.src}${source.src.includes('?') ? '&' : '?'}autoplay=1`}
          title={block.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className={`${frame} border-0`}
        />
      ) : source.kind === 'embed' ? (
        <a
          href={source.src}
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          className={`${frame} flex items-center justify-center bg-gray-900 p-4 text-center font-semibold text-white hover:bg-gray-800`}
        >
          {t('content.playVideo', { host: new URL(source.src).hostname.replace(/^www\./, '') })}
        </a>
      ) : source.kind === 'file' ? (
        // biome-ignore lint/a11y/useMediaCaption: the shop's product videos carry no speech.
        <video src={source.src} controls preload="metadata" className={frame} />
      ) : (
        <a href={source.src} rel="noopener noreferrer" className="text-brand-700 underline">
          {t('content.watchVideo')}
        </a>
      )}
    </section>
  );
}

function Block({ block, first }: { block: ContentBlockView; first: boolean }) {
  const { t } = useTranslation();
  switch (block.type) {
    case 'hero':
      return <Hero block={block} first={first} />;
    case 'text':
      return <Markdown html={block.html} />;
    case 'image':
      return (
        <figure>
          <img src={block.image.url} alt={block.image.alt} loading="lazy" className="max-w-full rounded-lg" />
          {block.caption ? (
            <figcaption className="mt-2 text-gray-600 text-sm">{block.caption}</figcaption>
          ) : null}
        </figure>
      );
    case 'image-text':
      return (
        <div className="grid items-start gap-6 md:grid-cols-2">
          <img
            src={block.image.url}
            alt={block.image.alt}
            loading="lazy"
            className={`w-full rounded-lg ${block.imagePosition === 'right' ? 'md:order-last' : ''}`}
          />
          <Markdown html={block.html} />
        </div>
      );
    case 'product-slider':
      return (
        <section aria-label={block.title || t('content.products')}>
          <BlockHeading>{block.title}</BlockHeading>
          {/* A row that scrolls sideways inside the page, each card snapping into place. */}
          <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-3 sm:gap-4">
            {block.products.map((product) => (
              <li key={product.id} className="w-64 shrink-0 snap-start">
                <ProductCard product={product} titleAs={block.title ? 'h3' : 'h2'} />
              </li>
            ))}
          </ul>
        </section>
      );
    case 'category-teaser':
      return (
        <section aria-label={block.title || t('content.categories')}>
          <BlockHeading>{block.title}</BlockHeading>
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
            {block.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.href}
                  className="flex h-full items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 font-semibold text-gray-900 hover:border-brand-300 hover:text-brand-700"
                >
                  {category.image ? (
                    <img
                      src={category.image.url}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-12 object-contain"
                    />
                  ) : null}
                  <span className="min-w-0 hyphens-auto wrap-anywhere">{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'call-to-action':
      return (
        <section className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-bold text-gray-900 text-xl">{block.title}</h2>
            {block.text ? <p className="mt-1 text-gray-700">{block.text}</p> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            {block.buttons.map((button) => (
              <BlockAnchor
                key={button.href}
                link={button}
                className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              />
            ))}
          </div>
        </section>
      );
    case 'video':
      return <Video block={block} />;
    case 'downloads':
      return (
        <section>
          <BlockHeading>{block.title}</BlockHeading>
          <ul className="space-y-2">
            {block.files.map((file) => (
              <li key={file.href}>
                <a
                  href={file.href}
                  className="text-brand-700 underline hover:text-brand-900"
                  download={!file.external}
                >
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'contact-form':
      return (
        <ContactForm embedded={{ title: block.title || t('contact.title') }} formToken={block.formToken} />
      );
  }
}

/** The blocks of a content page or blog post, one under the other. */
export function ContentBlocks({ blocks }: { blocks: ContentBlockView[] }) {
  return (
    <div className="flex flex-col gap-10">
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is the page's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders on the client.
        <Block key={index} block={block} first={index === 0} />
      ))}
    </div>
  );
}
