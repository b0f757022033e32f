import { type Right, type RightCode, rightGroups, rightPresetNames } from '@tradeshop/domain';
import type { MessageKey } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n';

const rightLabel = (code: RightCode) => `rights.${code}` as MessageKey;

/**
 * The 24 rights of a user as toggles in their groups, with the presets as quick starting points:
 * a preset button (posting `preset`) fills in the preset's rights, which count once the form is saved.
 */
export function RightsToggles({
  rights,
  disabled = [],
}: {
  rights: readonly Right[];
  disabled?: RightCode[];
}) {
  const { t } = useTranslation();
  const enabled = new Set(rights.filter((right) => right.enabled).map((right) => right.code));
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-gray-900 text-sm">{t('users.presets')}</legend>
        <p className="text-gray-600 text-sm">{t('users.presetsHint')}</p>
        <div className="flex flex-wrap gap-2">
          {rightPresetNames.map((preset) => (
            <button
              key={preset}
              type="submit"
              name="preset"
              value={preset}
              className="rounded-md border border-brand-700 px-3 py-1.5 font-medium text-brand-700 text-sm hover:bg-brand-50"
            >
              {t(`users.preset.${preset}` as MessageKey)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        {rightGroups.map((group) => (
          <fieldset key={group.key} className="rounded-md border border-gray-200 p-4">
            <legend className="px-1 font-semibold text-gray-900 text-sm">
              {t(`users.rightGroup.${group.key}` as MessageKey)}
            </legend>
            <ul className="mt-1 flex flex-col gap-2">
              {group.rights.map((code) => (
                <li key={code}>
                  <label className="flex items-start justify-between gap-3 text-sm">
                    <span className="text-gray-900">{t(rightLabel(code))}</span>
                    <input
                      type="checkbox"
                      name="right"
                      value={code}
                      defaultChecked={enabled.has(code)}
                      disabled={disabled.includes(code)}
                      className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
