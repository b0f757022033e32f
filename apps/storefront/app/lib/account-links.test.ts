import { readFileSync, writeFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { rightsOf } from '@tradeshop/domain';
import './i18n.server';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { type AccountScreen, accountScreenOf, accountScreens, visibleAccountLinks } from './account-links';
import { translator } from './i18n';

const matrixFile = new URL('../../../../docs/rights-matrix.md', import.meta.url);

/** Every path of the Dutch (unprefixed) routes, with their parents' paths joined. */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

/** The paths of the pages inside the account layout: every page the account screens guard. */
function accountLayoutPaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return entry.file === 'routes/account/layout.tsx'
      ? pathsOf(entry.children ?? [], path)
      : accountLayoutPaths(entry.children ?? [], path);
  });
}

const rightsText = (screen: AccountScreen) =>
  screen.right
    ? [screen.right, ...(screen.alternatives ?? [])].map((right) => `\`${right}\``).join(' or ')
    : 'any logged-in user';

function screensTable(): string {
  const t = translator('en-GB');
  const rows = accountScreens.map(
    (screen) =>
      `| ${t(screen.label)} | \`${screen.path}\` and below | ${rightsText(screen)}${screen.featureFlag ? ` and feature \`${screen.featureFlag}\`` : ''} |`,
  );
  return ['| Screen | Paths | Who may open it |', '|---|---|---|', ...rows].join('\n');
}

describe('account screens', () => {
  it('cover every account route, so that none is added without a rights decision', () => {
    const accountPaths = accountLayoutPaths(routes).filter((path) => !/^\/(en|fr)\//.test(path));
    expect(accountPaths.length).toBeGreaterThanOrEqual(5);
    for (const path of accountPaths) expect(accountScreenOf(path), path).toBeDefined();
  });

  it('belong to the longest matching screen path', () => {
    expect(accountScreenOf('/account/customer/details/123')?.right).toBe('ROLE_MANAGE_CONTACTS');
    expect(accountScreenOf('/account/customers')).toBeUndefined();
    expect(accountScreenOf('/account/addressbook/create')?.right).toBe('ROLE_MANAGE_ADDRESSES');
  });

  it('show in the sidebar only what the rights and feature flags allow', () => {
    const paths = (granted: string[]) =>
      visibleAccountLinks(rightsOf(granted), []).map((screen) => screen.path);
    expect(paths([])).toEqual(['/account/dashboard', '/account/profile']);
    expect(paths(['ROLE_MANAGE_CONTACTS'])).toContain('/account/customer');
    expect(paths(['ROLE_MANAGE_ADDRESSES'])).not.toContain('/account/customer');
    // A controller or a manager of approvers opens flows and references for their part of them.
    for (const right of ['ROLE_MANAGE_BUDGETS', 'ROLE_MANAGE_APPROVERS'])
      expect(paths([right])).toEqual(expect.arrayContaining(['/account/flows', '/account/orderreferences']));
  });

  it('are written down in the rights matrix as the storefront enforces them', () => {
    const document = readFileSync(matrixFile, 'utf8');
    const table = screensTable();
    const written = /<!-- storefront:start -->\n([\s\S]*?)\n?<!-- storefront:end -->/
      .exec(document)?.[1]
      ?.trim();
    if (process.env.UPDATE_RIGHTS_MATRIX === '1' && written !== table) {
      writeFileSync(
        matrixFile,
        document.replace(
          /<!-- storefront:start -->[\s\S]*?<!-- storefront:end -->/,
          `<!-- storefront:start -->\n${table}\n<!-- storefront:end -->`,
        ),
      );
      return;
    }
    expect(written, 'docs/rights-matrix.md is out of date: run with UPDATE_RIGHTS_MATRIX=1').toBe(table);
  });
});
