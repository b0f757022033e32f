/**
 * Search relevance on the judged query set of the demo catalogue (apps/store-api/src/demo/relevance):
 * precision@10 and nDCG@10 per language, and the worst queries. Figures only; the floor
 * is the relevance test's.
 *
 *   npm run bench:relevance                      the demo start's 3,000 articles, on PGlite
 *   npm run bench:relevance -- --products 400    another catalogue size
 *   npm run bench:relevance -- --engine postgres on PostgreSQL (DATABASE_URL)
 */
import { parseArgs } from 'node:util';
import { buildApp } from '@tradeshop/store-api/app';
import { queryRows } from '@tradeshop/store-api/db';
import { evaluateRelevance, summarise } from '@tradeshop/store-api/search-relevance';
import { sql } from 'drizzle-orm';
import { accessKeyOf, benchAppOptions, enginesToRun, openSeeded } from './catalogue.ts';

const { values: args } = parseArgs({
  strict: false,
  options: { products: { type: 'string', default: '3000' }, engine: { type: 'string', default: 'pglite' } },
});
const products = Number(args.products);
const localeCodes = { nl: 'nl-NL', fr: 'fr-FR', en: 'en-GB' } as const;
const figure = (value: number) => value.toFixed(3);

for (const engine of await enginesToRun(args.engine as string | undefined)) {
  console.log(`\n${engine}, ${products.toLocaleString('en')} articles`);
  const database = await openSeeded(engine, products);
  const app = await buildApp(benchAppOptions(database, products));
  const accessKey = await accessKeyOf(database.db);
  const languages = new Map(
    (
      await queryRows<{ id: string; locale_code: string }>(
        database.db,
        sql`select id, locale_code from language`,
      )
    ).map((row) => [row.locale_code, row.id]),
  );
  const { scores, notInCatalogue } = await evaluateRelevance(database.db, async (locale, query) => {
    const response = await app.inject({
      method: 'POST',
      url: '/store-api/search',
      headers: { 'sw-access-key': accessKey, 'sw-language-id': languages.get(localeCodes[locale])! },
      payload: { search: query, limit: 10 },
    });
    return (response.json() as { elements: { id: string }[] }).elements.map((element) => element.id);
  });
  const summary = summarise(scores);
  console.log('  language  queries  precision@10  nDCG@10');
  for (const [locale, figures] of [...Object.entries(summary.byLocale), ['all', summary.all] as const]) {
    console.log(
      `  ${locale.padEnd(8)}  ${String(figures.queries).padStart(7)}  ${figure(figures.precision).padStart(12)}  ${figure(figures.ndcg).padStart(7)}`,
    );
  }
  console.log('  worst queries (precision@10, nDCG@10, relevant articles in the catalogue):');
  for (const entry of summary.worst) {
    console.log(
      `    ${entry.locale} "${entry.query}" (${entry.kind})  ${figure(entry.precision)}  ${figure(entry.ndcg)}  ${entry.relevantInCatalogue}`,
    );
  }
  if (notInCatalogue.length) console.log(`  not in this catalogue: ${notInCatalogue.join('; ')}`);
  await app.close();
  await database.close();
}
