// Feeds the peer the catalogue the benchmark exported (initial-data.json and products.csv beside
// this file) through its own import: the country, tax rate and collections of the initial data and
// the products' CSV. Collection contents and the search index are built by jobs, which run in this
// process; it ends once every job has settled.
import { readFile } from 'node:fs/promises';
import {
  bootstrap,
  ChannelService,
  ConfigService,
  JobQueueService,
  RequestContextService,
} from '@vendure/core';
import { importProductsFromCsv, populateCollections, populateInitialData } from '@vendure/core/cli/index.js';
import { vendureConfig } from './config.mjs';

const initialData = JSON.parse(await readFile(new URL('initial-data.json', import.meta.url), 'utf8'));
const app = await bootstrap(vendureConfig({ synchronize: true }));
const { jobQueueStrategy } = app.get(ConfigService).jobQueueOptions;
// The in-memory queue waits 200 ms before each next job by default, and the import makes thousands
// (the search index of each article whose stock it sets, then of each collection's articles).
jobQueueStrategy.pollInterval = 5;
await app.get(JobQueueService).start();

// The demo shop sells in euros; a new channel sells in US dollars.
const channels = app.get(ChannelService);
const channel = await channels.getDefaultChannel();
const ctx = await app.get(RequestContextService).create({ apiType: 'admin', channelOrToken: channel });
await channels.update(ctx, { id: channel.id, defaultCurrencyCode: 'EUR', availableCurrencyCodes: ['EUR'] });

await populateInitialData(app, initialData);
const imported = await importProductsFromCsv(
  app,
  new URL('products.csv', import.meta.url).pathname,
  initialData.defaultLanguage,
);
if (imported.errors?.length) throw new Error(`The product import failed:\n${imported.errors.join('\n')}`);
await populateCollections(app, initialData);

for (let quietPolls = 0, jobCount = -1; quietPolls < 2; ) {
  await new Promise((done) => setTimeout(done, 500));
  const { items } = await jobQueueStrategy.findMany();
  const failed = items.filter((job) => job.state === 'FAILED');
  if (failed.length)
    throw new Error(`Jobs failed: ${failed.map((job) => `${job.queueName}: ${job.error}`).join('; ')}`);
  quietPolls = items.every((job) => job.isSettled) && items.length === jobCount ? quietPolls + 1 : 0;
  jobCount = items.length;
}
await app.close();
