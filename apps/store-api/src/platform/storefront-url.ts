import type { RequestContext } from './context.ts';
import { invalidRequest } from './violations.ts';

/**
 * The storefront address a mailed link may lead to: one of the sales channel's domains, never
 * elsewhere, so that nobody can have the shop mail its tokens to a site of their own.
 */
export function ownStorefrontUrl(ctx: RequestContext, storefrontUrl: string): string {
  const url = storefrontUrl.replace(/\/+$/, '');
  if (!ctx.salesChannel.domains.some((domain) => domain.url.replace(/\/+$/, '') === url)) {
    throw invalidRequest([
      {
        propertyPath: 'body/storefrontUrl',
        type: 'VIOLATION::UNKNOWN_DOMAIN',
        title: 'Not a domain of this shop',
      },
    ]);
  }
  return url;
}
