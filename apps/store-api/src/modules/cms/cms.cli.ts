// npm run cms -- import <file or folder>...        content pages from Markdown or JSON files (see README)
// npm run cms -- remove <key>                       removes a content page and its addresses
// npm run cms -- footer <nl-NL|en-GB|fr-FR|de-DE> <sections.json | --remove>   the footer page
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { cmsPageSections } from '@tradeshop/api-client/contracts';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { storeErpPicture } from '../catalog/index.ts';
import { languageIdOfLocale } from '../sales-channel/index.ts';
import { replaceCmsPage } from './cms.service.ts';
import { type ParsedContentFile, parseContentFile, withStoredPictures } from './content-files.ts';
import { type ContentPageInput, deleteContentPage, writeContentPage } from './content-pages.ts';

const usage = `Usage:
  npm run cms -- import <file or folder>...
  npm run cms -- remove <key>
  npm run cms -- footer <nl-NL|en-GB|fr-FR|de-DE> <sections.json | --remove>`;

const [command, ...rest] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The .md and .json files of the arguments, folders read through (hidden entries skipped). */
function contentFilesOf(paths: string[]): string[] {
  return paths.flatMap((path) => {
    const full = resolve(path);
    if (!statSync(full, { throwIfNoEntry: false })) fail(`${path} does not exist.`);
    if (statSync(full).isDirectory())
      return contentFilesOf(
        readdirSync(full)
          .filter((entry) => !entry.startsWith('.'))
          .sort()
          .map((entry) => join(full, entry)),
      ).filter((file) => /\.(md|json)$/.test(file));
    return [full];
  });
}

async function importContent(paths: string[]) {
  if (paths.length === 0) fail(usage);
  const files = contentFilesOf(paths);
  const parsed: { file: string; page: ParsedContentFile }[] = [];
  let refused = false;
  for (const file of files) {
    const result = parseContentFile(file, readFileSync(file, 'utf8'));
    if (result.ok) parsed.push({ file, page: result.page });
    else {
      refused = true;
      console.error(`${file}:`);
      for (const problem of result.problems) console.error(`  ${problem}`);
    }
  }
  const seen = new Map<string, string>();
  for (const { file, page } of parsed) {
    const id = `${page.key} ${page.language}`;
    if (seen.has(id)) {
      refused = true;
      console.error(`${file}: ${page.key} in ${page.language} is also in ${seen.get(id)}`);
    } else seen.set(id, file);
  }
  if (refused) fail('Nothing was imported.');

  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const languageIds = new Map<string, string>();
  for (const language of new Set(parsed.map(({ page }) => page.language))) {
    const id = await languageIdOfLocale(database.db, language);
    if (!id) {
      await database.close();
      fail(`No language ${language} in this shop; nothing was imported.`);
    }
    languageIds.set(language, id);
  }
  const byKey = new Map<string, typeof parsed>();
  for (const entry of parsed) byKey.set(entry.page.key, [...(byKey.get(entry.page.key) ?? []), entry]);
  // One transaction: a file that fails (a picture that is none) leaves every page as it was.
  const outcomes = await database.db.transaction(async (tx) => {
    const done: string[] = [];
    for (const [key, entries] of byKey) {
      const translations = await Promise.all(
        entries.map(async ({ file, page }) => ({
          languageId: languageIds.get(page.language)!,
          path: page.path,
          title: page.title,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          blocks: await withStoredPictures(page.blocks, async (localPath) => {
            const picture = await storeErpPicture(
              tx,
              config.mediaDir,
              basename(localPath),
              readFileSync(resolve(dirname(file), localPath)),
              'content',
            );
            return `/media/${picture.path}`;
          }),
        })),
      );
      const input: ContentPageInput = { key, active: entries.every(({ page }) => page.active), translations };
      const outcome = await writeContentPage(tx, input, { keepOtherLanguages: true });
      done.push(`${key}: ${outcome} (${entries.map(({ page }) => page.language).join(', ')})`);
    }
    return done;
  });
  await database.close();
  for (const line of outcomes) console.log(line);
}

async function removeContent(key: string | undefined) {
  if (!key) fail(usage);
  const database = await openDatabase(readConfig());
  await database.migrate();
  const removed = await database.db.transaction((tx) => deleteContentPage(tx, key));
  await database.close();
  if (!removed) fail(`No content page ${key}.`);
  console.log(`${key}: removed`);
}

async function setFooter(localeCode: string | undefined, source: string | undefined) {
  if (!localeCode || !source) fail(usage);
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
    await database.close();
    fail(`No language ${localeCode} in this shop.`);
  }
  await replaceCmsPage(database.db, { key: 'footer', languageId, sections });
  await database.close();
  console.log(
    sections ? `Footer of ${localeCode}: ${sections.length} sections.` : `Footer of ${localeCode} removed.`,
  );
}

if (command === 'import') await importContent(rest);
else if (command === 'remove') await removeContent(rest[0]);
else if (command === 'footer') await setFooter(rest[0], rest[1]);
else fail(usage);
