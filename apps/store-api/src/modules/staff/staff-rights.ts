import { type StaffRolePreset, staffMay, staffRolePresetNames, staffRolePresets } from '@tradeshop/domain';
import type { StaffRouteEntry } from './admin-api.routes.ts';

/**
 * docs/staff-rights.md: every guarded Admin API route against the preset roles, from the rules the
 * routes enforce; the back-office's menu and buttons follow the same rule (`staffMay`).
 */
export function staffRightsMatrix(routes: readonly StaffRouteEntry[]): string {
  const allows = (preset: StaffRolePreset, entry: StaffRouteEntry) =>
    entry.rule === 'signed-in' || staffMay(staffRolePresets[preset], entry.rule);
  const rows = [...routes]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((entry) =>
      [
        entry.method,
        `\`${entry.url}\``,
        entry.rule === 'signed-in' ? 'any signed-in member' : `\`${entry.rule}\``,
        ...staffRolePresetNames.map((preset) => (allows(preset, entry) ? 'yes' : '–')),
        entry.summary.replaceAll('|', '\\|'),
      ].join(' | '),
    )
    .map((row) => `| ${row} |`);
  return [
    '# Staff rights',
    '',
    "Written from the Admin API's routes by `npm test` (`UPDATE_STAFF_RIGHTS=1` rewrites it): who may",
    'call each route, by permission and by preset role. A custom role may do what its permissions allow;',
    'managing an area includes reading it.',
    '',
    `| Method | Path | Permission | ${staffRolePresetNames.join(' | ')} | What it does |`,
    `|---|---|---|${staffRolePresetNames.map(() => '---').join('|')}|---|`,
    ...rows,
    '',
  ].join('\n');
}
