/**
 * Vendure as the peer of bench/peer.bench.ts: installed from the npm registry into a folder of the
 * machine's temporary directory (kept for the next run), fed the demo catalogue through its own
 * import into a PostgreSQL database of its own, and run as one server process without the admin UI,
 * asset server or mails. The bootstrap files are those of bench/vendure/, copied beside the
 * installation.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { slugify } from '@tradeshop/domain';
import { type Db, queryRows } from '@tradeshop/store-api/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { serverDatabaseUrl, serverUrl } from './catalogue.ts';
import { answers, startedWhen } from './production-shop.ts';

export const vendureVersion = '3.7.3';
const pgVersion = '8.23.1';
const peerDir = resolve(tmpdir(), 'trade-shop-peer-vendure');
const bootstrapDir = resolve(import.meta.dirname, 'vendure');
export const vendureDatabaseName = 'tradeshop_peer_vendure';
const vendurePort = 3790;
export const vendureOrigin = `http://127.0.0.1:${vendurePort}`;

/** Vendure's product import CSV and initial data (country, tax rate, collections). */
export interface VendureCatalogue {
  csv: string;
  initialData: object;
}

/** The category facet's name: each article carries its category and the category's ancestors. */
const categoryFacet = 'Category';

/** Vendure's collection slug of a category, from the category's English seo path. */
export const collectionSlugOf = (seoPath: string) => slugify(seoPath);

/** A name as the import's lists take it: they part items at `|`, a facet from its value at `:`. */
const facetName = (name: string) => name.replaceAll(/[:|]/g, ' ');

const csvField = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;

/**
 * The demo catalogue as Vendure stores it. An article without variants becomes a product with one
 * variant; a family (a parent that is not sold itself) a product whose variants are the family's,
 * told apart by their option. Prices are the list prices, which Vendure keeps in cents. Facets: the
 * brand, the properties and the categories (with their ancestors); a collection per category of
 * the main navigation that has a listing, holding the articles with that category's facet value.
 */
export async function vendureCatalogue(db: Db): Promise<VendureCatalogue> {
  const english = sql`(select id from language where locale_code = 'en-GB')`;
  const categories = await queryRows<{ id: string; name: string; path: string }>(
    db,
    sql`select c.id, ct.name, u.seo_path_info as path from category c
        join category_translation ct on ct.category_id = c.id and ct.language_id = ${english}
        join seo_url u on u.foreign_key = c.id and u.language_id = ${english} and u.is_canonical
          and u.route_name = 'frontend.navigation.page'
        order by c.level, c.position`,
  );
  const articles = await queryRows<{
    id: string;
    parent_id: string | null;
    product_number: string;
    list_price: string;
    stock: number;
    name: string;
    description: string | null;
    brand: string | null;
    option_group: string | null;
    option: string | null;
    category_ids: string[];
    properties: string[];
  }>(
    db,
    sql`select p.id, p.parent_id, p.product_number, p.list_price, p.available_stock_hundredths / 100 as stock,
          pt.name, pt.description, mt.name as brand, vo.option_group, vo.option,
          coalesce((select array_agg(distinct ancestor) from product_category pc join category c on c.id = pc.category_id
            cross join lateral unnest(string_to_array(trim(both '|' from c.path), '|')::uuid[] || c.id) as ancestor
            where pc.product_id = p.id), '{}') as category_ids,
          coalesce((select array_agg(gt.name || ':' || ot.name order by gt.name, ot.name) from product_property pp
            join property_group_option o on o.id = pp.option_id
            join property_group_option_translation ot on ot.option_id = o.id and ot.language_id = ${english}
            join property_group_translation gt on gt.property_group_id = o.group_id and gt.language_id = ${english}
            where pp.product_id = p.id), '{}') as properties
        from product p
        join product_translation pt on pt.product_id = p.id and pt.language_id = ${english}
        left join manufacturer_translation mt on mt.manufacturer_id = p.manufacturer_id and mt.language_id = ${english}
        left join lateral (
          select gt.name as option_group, ot.name as option from product_option po
          join property_group_option o on o.id = po.option_id
          join property_group_option_translation ot on ot.option_id = o.id and ot.language_id = ${english}
          join property_group_translation gt on gt.property_group_id = o.group_id and gt.language_id = ${english}
          where po.product_id = p.id limit 1
        ) vo on true
        where p.active
        order by p.product_number`,
  );
  const valueOfCategory = new Map(categories.map((category) => [category.id, facetName(category.path)]));
  const variantsOf = new Map<string, typeof articles>();
  for (const article of articles) {
    if (!article.parent_id) continue;
    const family = variantsOf.get(article.parent_id);
    if (family) family.push(article);
    else variantsOf.set(article.parent_id, [article]);
  }
  const header = [
    'name',
    'slug',
    'description',
    'assets',
    'facets',
    'optionGroups',
    'optionValues',
    'sku',
    'price',
    'taxCategory',
    'stockOnHand',
    'trackInventory',
    'variantAssets',
    'variantFacets',
  ];
  const rows = [header.map(csvField).join(',')];
  const variantRow = (article: (typeof articles)[number], productFields: (string | number)[]) =>
    [
      ...productFields,
      article.option ? facetName(article.option) : '',
      article.product_number,
      Number(article.list_price).toFixed(2),
      'standard',
      article.stock,
      'false',
      '',
      '',
    ]
      .map(csvField)
      .join(',');
  for (const listed of articles.filter((article) => !article.parent_id)) {
    const variants = variantsOf.get(listed.id) ?? [listed];
    const facets = [
      ...(listed.brand ? [`Brand:${facetName(listed.brand)}`] : []),
      ...listed.properties.map((property) => {
        const [group, value] = property.split(/:(.*)/s);
        return `${facetName(group!)}:${facetName(value!)}`;
      }),
      ...listed.category_ids.flatMap((id) => {
        const value = valueOfCategory.get(id);
        return value ? [`${categoryFacet}:${value}`] : [];
      }),
    ];
    // A family's variants differ by one option, of the same group.
    const optionGroup = variants[0]!.option_group;
    rows.push(
      variantRow(variants[0]!, [
        listed.name,
        slugify(`${listed.name} ${listed.product_number}`),
        listed.description ?? '',
        '',
        facets.join('|'),
        optionGroup ? facetName(optionGroup) : '',
      ]),
    );
    for (const variant of variants.slice(1)) rows.push(variantRow(variant, ['', '', '', '', '', '']));
  }
  return {
    csv: `${rows.join('\n')}\n`,
    initialData: {
      defaultLanguage: 'en',
      defaultZone: 'Europe',
      countries: [{ name: 'Belgium', code: 'BE', zone: 'Europe' }],
      taxRates: [{ name: 'Standard', percentage: 21 }],
      shippingMethods: [],
      paymentMethods: [],
      collections: categories.map((category) => ({
        name: category.name,
        slug: collectionSlugOf(category.path),
        filters: [
          {
            code: 'facet-value-filter',
            args: {
              facetValueNames: [`${categoryFacet}:${valueOfCategory.get(category.id)}`],
              containsAny: false,
            },
          },
        ],
        inheritFilters: false,
      })),
    },
  };
}

/** Installs Vendure into its folder unless this version is there, and copies the bootstrap files. */
export async function installVendure(): Promise<void> {
  await mkdir(peerDir, { recursive: true });
  const installed = await readFile(resolve(peerDir, 'node_modules/@vendure/core/package.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { version: string }).version,
    () => null,
  );
  if (installed !== vendureVersion) {
    console.log(`  installing @vendure/core ${vendureVersion} into ${peerDir}`);
    const packageJson = {
      name: 'trade-shop-peer-vendure',
      private: true,
      type: 'module',
      dependencies: { '@vendure/core': vendureVersion, pg: pgVersion },
    };
    await writeFile(resolve(peerDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
    // bcrypt, the one native package, ships built binaries for Linux: no install script needs to run.
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: peerDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (install.status !== 0) throw new Error(`npm install of the peer ended with ${install.status}`);
  }
  await cp(bootstrapDir, peerDir, { recursive: true });
}

const vendureEnv = (databaseUrl: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  VENDURE_PORT: String(vendurePort),
  VENDURE_DATABASE_URL: databaseUrl,
  VENDURE_COOKIE_SECRET: randomBytes(16).toString('hex'),
  // It would report to Vendure's servers otherwise.
  VENDURE_DISABLE_TELEMETRY: 'true',
});

/** The catalogue's fingerprint, with the Vendure version and bootstrap files that imported it. */
async function fingerprintOf(catalogue: VendureCatalogue): Promise<string> {
  const hash = createHash('sha256').update(vendureVersion).update(catalogue.csv);
  hash.update(JSON.stringify(catalogue.initialData));
  for (const file of (await readdir(bootstrapDir)).sort())
    hash.update(await readFile(resolve(bootstrapDir, file)));
  return hash.digest('hex');
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Feeds Vendure the catalogue unless its database holds this very one already: a new database,
 * then Vendure's import in a process of its own. Answers the database's URL.
 */
export async function feedVendure(catalogue: VendureCatalogue): Promise<string> {
  const fingerprint = await fingerprintOf(catalogue);
  const databaseUrl = await serverDatabaseUrl(vendureDatabaseName);
  const imported = await withClient(databaseUrl, (client) =>
    client.query<{ fingerprint: string }>('select fingerprint from peer_catalogue').then(
      (result) => result.rows[0]?.fingerprint,
      () => undefined,
    ),
  );
  if (imported === fingerprint) return databaseUrl;
  console.log(`  importing the catalogue into Vendure (database ${vendureDatabaseName})`);
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${vendureDatabaseName} with (force)`);
    await client.query(`create database ${vendureDatabaseName}`);
  });
  await writeFile(resolve(peerDir, 'products.csv'), catalogue.csv);
  await writeFile(resolve(peerDir, 'initial-data.json'), JSON.stringify(catalogue.initialData, null, 2));
  const run = spawnSync(process.execPath, ['import.mjs'], {
    cwd: peerDir,
    // Without the first the import draws a progress bar; the second mutes a deprecation warning that
    // Vendure's database layer draws from pg.
    env: { ...vendureEnv(databaseUrl), CREATING_VENDURE_APP: 'true', NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`Vendure's import ended with ${run.status}`);
  await withClient(databaseUrl, async (client) => {
    // What a server's autovacuum does soon after a bulk import, as for our catalogue (catalogue.ts).
    await client.query('vacuum (analyze)');
    await client.query('create table peer_catalogue (fingerprint text not null)');
    await client.query('insert into peer_catalogue values ($1)', [fingerprint]);
  });
  return databaseUrl;
}

export async function startVendure(databaseUrl: string): Promise<ChildProcess> {
  if (await answers(`${vendureOrigin}/health`))
    throw new Error(`Port ${vendurePort} must be free: another server answers there`);
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: peerDir,
    env: vendureEnv(databaseUrl),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return startedWhen(server, () => answers(`${vendureOrigin}/health`), { seconds: 120, name: 'Vendure' });
}

/**
 * The Shop API's `search`, as Vendure's storefront starters ask it for a collection page and a
 * search page: one card per product with its price range, the total and the facet values' counts.
 */
const searchQuery = `query search($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items {
      productId
      productName
      slug
      productAsset { id preview }
      currencyCode
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
    }
    facetValues { count facetValue { id name facet { id name } } }
  }
}`;

/** The body of a Shop API search: a collection's listing or a word, `take` cards. */
export const vendureSearchBody = (input: { collectionSlug: string } | { term: string }, take: number) =>
  JSON.stringify({ query: searchQuery, variables: { input: { ...input, groupByProduct: true, take } } });

/** The total a Shop API search answers. */
export async function vendureSearchTotal(body: string): Promise<number> {
  const response = await fetch(`${vendureOrigin}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { data?: { search: { totalItems: number } }; errors?: unknown };
  if (!answer.data) throw new Error(`Vendure's search failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.search.totalItems;
}
