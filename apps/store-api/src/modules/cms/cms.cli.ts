// npm run cms -- footer <language: nl-NL|en-GB|fr-FR|de-DE> <sections.json>   sets the footer page
// npm run cms -- footer <language> --remove                                  back to the fixed footer
import { readFileSync } from 'node:fs';
import { cmsPageSections } from '@tradeshop/api-client/contracts';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { languageIdOfLocale } from '../sales-channel/index.ts';
import { replaceCmsPage } from './cms.service.ts';

const [key, localeCode, source] = process.argv.slice(2);
if (key !== 'footer' || !localeCode || !source) {
  console.error('Usage: npm run cms -- footer <nl-NL|en-GB|fr-FR|de-DE> <sections.json | --remove>');
  process.exit(2);
}
let sections: ReturnType<typeof cmsPageSections.parse> | null = null;
if (source !== '--remove') {
  const parsed = cmsPageSections.safeParse(JSON.parse(readFileSync(source, 'utf8')));
  if (!parsed.success) {
    console.error(`${source} is not a list of footer sections:`);
    for (const issue of parsed.error.issues)
      console.error(`  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    process.exit(1);
  }
  sections = parsed.data;
}
const database = await openDatabase(readConfig());
await database.migrate();
const languageId = await languageIdOfLocale(database.db, localeCode);
if (!languageId) {
  console.error(`No language ${localeCode} in this shop.`);
  await database.close();
  process.exit(1);
}
await replaceCmsPage(database.db, { key, languageId, sections });
await database.close();
console.log(
  sections ? `Footer of ${localeCode}: ${sections.length} sections.` : `Footer of ${localeCode} removed.`,
);
