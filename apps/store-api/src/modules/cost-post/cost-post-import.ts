import {
  type CostPostImportRow,
  type CostPostsImportResponse,
  costPostCode,
  costPostName,
} from '@tradeshop/api-client/contracts';
import { csvImport, errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { csvTable, importResult } from '../../platform/csv-table.ts';
import { companyCostPosts, lockCompanyCostPosts, recordCostPostChanges } from './cost-post.service.ts';
import { costPost } from './cost-post.tables.ts';

/** The words of the active column, per shop language; the first pair is what export writes. */
const activeWords = {
  nl: ['ja', 'nee'],
  fr: ['oui', 'non'],
  en: ['yes', 'no'],
  de: ['ja', 'nein'],
} as const;
const yes = new Set([
  '1',
  'true',
  'x',
  'actief',
  'active',
  'actif',
  ...Object.values(activeWords).map(([y]) => y),
]);
const no = new Set([
  '0',
  'false',
  'inactief',
  'inactive',
  'inactif',
  ...Object.values(activeWords).map(([, n]) => n),
]);

/** The columns of a cost post file; without an active column every row is active. */
const costPostFile = csvTable({
  columns: ['code', 'name', 'active'],
  words: {
    code: {
      nl: ['code', 'rekening'],
      fr: ['code', 'compte'],
      en: ['code', 'account'],
      de: ['code', 'konto'],
    },
    name: {
      nl: ['naam', 'omschrijving'],
      fr: ['nom', 'libellé', 'description'],
      en: ['name', 'description'],
      de: ['name', 'bezeichnung'],
    },
    active: { nl: ['actief'], fr: ['actif'], en: ['active'], de: ['aktiv'] },
  },
  required: ['code', 'name'],
  missingColumns: 'The file needs the columns code and name.',
});

const activeCell = (ctx: RequestContext, active: boolean) =>
  activeWords[ctx.language.searchLocale][active ? 0 : 1];

/** GET /dexis/cost-posts/template: the columns in the asked language and one example row. */
export function costPostsTemplate(ctx: RequestContext): string {
  requireCustomer(ctx);
  return costPostFile.fileOf(ctx.language.searchLocale, [
    ['604000', 'Onderhoud machines', activeCell(ctx, true)],
  ]);
}

/** POST /dexis/cost-posts/export: what the import reads back unchanged. */
export async function exportCostPosts(ctx: RequestContext, search: string | undefined): Promise<string> {
  const user = requireCustomer(ctx);
  const rows = await companyCostPosts(ctx.tx, user.companyId, search);
  return costPostFile.fileOf(
    ctx.language.searchLocale,
    rows.map((row) => [row.code, row.name, activeCell(ctx, row.active)]),
  );
}

/**
 * POST /dexis/cost-posts/import: a preview of the first entries, or the import of every row: a new
 * code is added, a known one (whatever its letter case) gets the file's name and active state;
 * posts the file leaves out stay as they are. A refused row never stops the others; all of them
 * refused is the spec's "all rows failed", and then nothing changes. One transaction.
 */
export async function importCostPosts(
  ctx: RequestContext,
  request: { content: string; preview: boolean },
): Promise<CostPostsImportResponse['data']> {
  const user = requireCustomer(ctx);
  const entries = costPostFile.entriesOf(request.content);
  if (request.preview) {
    return { preview: true, entries: entries.slice(0, csvImport.previewRows), totalRows: entries.length };
  }
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyCostPosts(tx, user.companyId);
    const existing = new Map(
      (await companyCostPosts(tx, user.companyId)).map((row) => [row.code.toLowerCase(), row]),
    );
    const seen = new Set<string>();
    const rows: CostPostImportRow[] = [];
    const writes: { id: string; code: string; name: string; active: boolean }[] = [];
    for (const entry of entries) {
      const code = costPostCode.safeParse(entry.code);
      const name = costPostName.safeParse(entry.name);
      const activeText = entry.active.toLowerCase();
      const active = activeText === '' || yes.has(activeText) ? true : no.has(activeText) ? false : null;
      const refuse = (problem: string) => rows.push({ ...entry, outcome: 'refused', problem });
      if (!code.success) refuse('VIOLATION::INVALID_CODE');
      else if (!name.success) refuse('VIOLATION::INVALID_NAME');
      else if (active === null) refuse('VIOLATION::INVALID_ACTIVE');
      else if (seen.has(code.data.toLowerCase())) refuse(errorCodes.costPostCodeNotUnique);
      else {
        seen.add(code.data.toLowerCase());
        const before = existing.get(code.data.toLowerCase());
        const same =
          before && before.code === code.data && before.name === name.data && before.active === active;
        rows.push({
          ...entry,
          code: code.data,
          name: name.data,
          outcome: !before ? 'added' : same ? 'unchanged' : 'updated',
          problem: null,
        });
        if (!same)
          writes.push({ id: before?.id ?? crypto.randomUUID(), code: code.data, name: name.data, active });
      }
    }
    const result = importResult(rows);
    for (let start = 0; start < writes.length; start += 1000) {
      await tx
        .insert(costPost)
        .values(writes.slice(start, start + 1000).map((write) => ({ ...write, companyId: user.companyId })))
        .onConflictDoUpdate({
          target: costPost.id,
          set: {
            code: sql`excluded.code`,
            name: sql`excluded.name`,
            active: sql`excluded.active`,
            updatedAt: sql`now()`,
          },
        });
    }
    await recordCostPostChanges(
      ctx,
      writes.map((write) => ({
        id: write.id,
        before: existing.get(write.code.toLowerCase()) ?? null,
        after: write,
      })),
    );
    return result;
  });
}
