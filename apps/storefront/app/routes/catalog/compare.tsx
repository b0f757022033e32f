import { isId } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { ProductBuyAction } from '../../components/product/ProductBuyAction';
import { ProductImage } from '../../components/product/ProductImage';
import { ProductPrice } from '../../components/product/ProductPrice';
import { articlesOf, toProductCard, withOffers } from '../../lib/catalog-view.server';
import { changedComparison, compareCookie, comparedIds, compareRows } from '../../lib/compare';
import { languageOfPath, localizedPath, translator, useTranslation } from '../../lib/i18n';
import { offersFor } from '../../lib/offers.server';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { readCookie, serializeCookie, storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/compare';

const productId = z.string().refine(isId);
const compareForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), productId }),
  z.object({ intent: z.literal('remove'), productId }),
  z.object({ intent: z.literal('clear') }),
]);

/** The compared articles with their offers, and their characteristics side by side. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { client, shop, language, languageId } = context.get(storeApiContext);
  const t = translator(language.code);
  const ids = comparedIds(readCookie(request, compareCookie));
  // An article no longer in the shop drops out of the comparison.
  const products = (
    await Promise.all(
      ids.map((id) =>
        client.product(id).then(
          (answer) => answer.product,
          () => null,
        ),
      ),
    )
  ).filter((product) => product !== null);
  const cards = products.map((product) => toProductCard(product, { language, languageId }));
  const offers = await offersFor(client, articlesOf(cards));
  const brands = cards.map((card) => card.manufacturer ?? '–');
  return {
    columns: withOffers(cards, offers, shop),
    rows: [
      { label: t('product.manufacturer'), values: brands, differs: new Set(brands).size > 1 },
      ...compareRows(products),
    ],
    onlyDifferences: url.searchParams.get('differences') === '1',
    full: url.searchParams.get('full') === '1',
    meta: { title: `${t('compare.title')} | ${shop.name}`, noindex: true },
  };
}

/**
 * Adds an article to the visitor's comparison, takes one out or empties it (a cookie: the
 * comparison is the visitor's, in this browser). With JavaScript (`enhanced`) it answers the
 * button in place; a plain form is led to the comparison.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { language } = context.get(storeApiContext);
  const form = await request.formData();
  const parsed = compareForm.safeParse({
    intent: form.get('intent'),
    productId: form.get('productId') ?? undefined,
  });
  if (!parsed.success) throw data({ code: errorCodes.invalidRequest }, { status: 400 });
  const { ids, refused } = changedComparison(comparedIds(readCookie(request, compareCookie)), parsed.data);
  const headers = new Headers({ 'Set-Cookie': serializeCookie(compareCookie, ids.join(','), url) });
  if (form.get('enhanced') === '1') return data({ count: ids.length, refused }, { headers });
  const page = localizedPath(language, '/compare');
  return redirect(refused ? `${page}?full=1` : page, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { columns, rows, onlyDifferences, full } = loaderData;
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <>
      <h1 className="mb-4 font-bold text-2xl text-gray-900">{t('compare.title')}</h1>
      {full ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {t('compare.full')}
        </p>
      ) : null}
      {columns.length === 0 ? (
        <p className="text-gray-700" data-testid="compare-empty">
          {t('compare.empty')}
        </p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-4 text-sm">
            <Link
              to={onlyDifferences ? '?' : '?differences=1'}
              className="font-medium text-brand-700 underline"
            >
              {onlyDifferences ? t('compare.showAll') : t('compare.onlyDifferences')}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="font-medium text-red-700 hover:underline">
                {t('compare.clear')}
              </button>
            </Form>
          </div>
          <div className="overflow-x-auto">
            <table
              className="w-full min-w-[40rem] table-fixed border-collapse text-sm"
              data-testid="compare-table"
            >
              <caption className="sr-only">{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <td className="w-48" />
                  {columns.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      className="border-gray-200 border-b p-3 text-left align-top font-normal"
                    >
                      <div className="mb-2 aspect-square w-24">
                        <ProductImage
                          image={column.image}
                          noImageAlt={t('product.noImage')}
                          sizes="96px"
                          className="image-fit"
                        />
                      </div>
                      <Link to={column.href} className="font-semibold text-brand-800 hover:underline">
                        {column.name}
                      </Link>
                      <p className="text-gray-600">{column.productNumber}</p>
                      <div className="mt-2 space-y-2">
                        <ProductPrice
                          offer={column.offer}
                          unit={column.offer?.uom ?? column.unit}
                          isLowestOfFamily={column.childCount > 0}
                        />
                        <ProductBuyAction product={column} layout="card" />
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="productId" value={column.id} />
                          <button type="submit" className="text-red-700 hover:underline">
                            {t('compare.remove')}
                            <span className="sr-only"> {column.name}</span>
                          </button>
                        </Form>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr
                    key={row.label}
                    className={row.differs ? 'bg-amber-50' : ''}
                    data-differs={row.differs || undefined}
                  >
                    <th
                      scope="row"
                      className="border-gray-200 border-b p-3 text-left align-top font-medium text-gray-900"
                    >
                      {row.label}
                      {row.differs ? (
                        <span className="ml-1 font-normal text-amber-800 text-xs">
                          {' '}
                          ({t('compare.differs')})
                        </span>
                      ) : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td
                        key={columns[index]!.id}
                        className="border-gray-200 border-b p-3 align-top text-gray-800"
                      >
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
