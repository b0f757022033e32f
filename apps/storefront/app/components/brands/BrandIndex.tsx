import { Link } from 'react-router';
import type { BrandData } from '../../lib/brand-view.server';
import { brandLetterAnchor, brandLetters, brandsByLetter } from '../../lib/brands';
import { useTranslation } from '../../lib/i18n';
import { Breadcrumb } from '../ui/Breadcrumb';

function BrandCard({ brand }: { brand: BrandData }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={brand.href}
        className="flex h-full flex-col items-center gap-3 rounded-md border border-gray-200 bg-white p-4 text-center hover:border-brand-600 hover:shadow-sm"
        data-testid="brand-card"
      >
        <span className="flex h-16 w-full items-center justify-center">
          {brand.logo ? (
            <img
              src={brand.logo.url}
              alt=""
              width={brand.logo.width ?? 240}
              height={brand.logo.height ?? 96}
              loading="lazy"
              decoding="async"
              className="max-h-16 w-auto object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-md bg-brand-50 font-bold text-2xl text-brand-800"
            >
              {brand.name.charAt(0).toUpperCase()}
            </span>
          )}
        </span>
        <span className="font-semibold text-brand-800">{brand.name}</span>
        <span className="text-gray-600 text-xs">
          {t('brands.productCount', { count: brand.productCount })}
        </span>
      </Link>
    </li>
  );
}

/** Every brand under its letter, with jump links to the letters that have brands. */
export function BrandIndex({ brands }: { brands: BrandData[] }) {
  const { t } = useTranslation();
  const groups = brandsByLetter(brands);
  const used = new Set(groups.map((group) => group.letter));
  return (
    <>
      <Breadcrumb items={[{ label: t('brands.title') }]} />
      <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('brands.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-gray-700">{t('brands.intro')}</p>
      {groups.length === 0 ? (
        <p className="rounded-md border border-gray-200 bg-gray-50 px-4 py-8 text-center text-gray-700">
          {t('brands.none')}
        </p>
      ) : (
        <>
          <nav aria-label={t('brands.letters')} className="mb-8">
            <ul className="flex flex-wrap gap-1">
              {brandLetters.map((letter) => (
                <li key={letter}>
                  {used.has(letter) ? (
                    <a
                      href={`#${brandLetterAnchor(letter)}`}
                      className="inline-flex size-9 items-center justify-center rounded-md border border-gray-300 font-semibold text-brand-800 text-sm hover:border-brand-600 hover:bg-brand-50"
                    >
                      {letter}
                    </a>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 items-center justify-center rounded-md border border-gray-100 text-gray-400 text-sm"
                    >
                      {letter}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section
              key={group.letter}
              id={brandLetterAnchor(group.letter)}
              aria-labelledby={`${brandLetterAnchor(group.letter)}-heading`}
              className="mb-8 scroll-mt-4"
            >
              <h2
                id={`${brandLetterAnchor(group.letter)}-heading`}
                className="mb-3 border-gray-200 border-b pb-1 font-bold text-gray-900 text-xl"
              >
                {group.letter}
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
                {group.brands.map((brand) => (
                  <BrandCard key={brand.id} brand={brand} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
