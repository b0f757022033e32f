import { Form } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { primaryButtonClass } from '../ui/buttons';
import { Notice } from '../ui/Notice';

/**
 * The punch-out user's checkout: the cart goes back to the purchasing system, where the order is
 * completed. Outside a punch-out session (logged in by hand) only the hint shows.
 */
export function TransferToPurchasing({ inSession, refused }: { inSession: boolean; refused: string | null }) {
  const { t, language } = useTranslation();
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4" data-testid="punchout-transfer">
      {refused && <Notice tone="error">{refused}</Notice>}
      <p className="text-gray-700 text-sm">{t('punchout.transferHint')}</p>
      {inSession && (
        <Form method="post" action={localizedPath(language, '/punchout/transfer')} reloadDocument>
          <button type="submit" className={`w-full ${primaryButtonClass}`}>
            {t('punchout.transfer')}
          </button>
        </Form>
      )}
    </div>
  );
}
