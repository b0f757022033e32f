import { useSearchParams } from 'react-router';
import { cartErrorMessage } from '../../lib/cart-errors';
import { useTranslation } from '../../lib/i18n';

/** After an add to the cart without JavaScript failed, the page it came from says why. */
export function CartFlashNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('cartError');
  if (!code) return null;
  return (
    <div className="mx-auto w-full max-w-[1440px] px-4 pt-4 sm:px-6">
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm">
        <strong className="font-semibold">{t('cart.errorTitle')}: </strong>
        {cartErrorMessage(code.slice(0, 80), t)}
      </div>
    </div>
  );
}
