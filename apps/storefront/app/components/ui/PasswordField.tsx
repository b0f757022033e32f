import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FormField } from './FormField';

/** A password input with a show/hide button (the button needs JavaScript; the field works without). */
export function PasswordField({
  name,
  label,
  error,
  hint,
  autoComplete,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      name={name}
      label={label}
      error={error}
      hint={hint}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
    >
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={`field-${name}`}
        onClick={() => setVisible((shown) => !shown)}
        className="shrink-0 rounded-md border border-gray-300 px-3 text-gray-700 text-sm hover:bg-gray-50"
      >
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </button>
    </FormField>
  );
}
