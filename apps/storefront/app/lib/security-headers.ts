/** What the policy allows besides the shop's own origin. */
export interface SecurityHeaderSettings {
  /** A tag manager container is configured (GTM_CONTAINER_ID): its host serves scripts and beacons. */
  tagManager: boolean;
  /** Origin of the live chat provider's widget script (LIVE_CHAT_SCRIPT_URL), when the shop loads one. */
  chatOrigin: string | null;
  /** Origins that may show the shop in a frame besides the shop itself (FRAME_ANCESTORS). */
  frameAncestors: readonly string[];
}

const tagManagerOrigin = 'https://www.googletagmanager.com';

/** One year; the browser then only ever asks for the shop over https. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy: everything from the shop's own origin, inline scripts only with the
 * request's nonce, plus the hosts of the configured tag manager and chat provider.
 */
/** Where the video block's embeds come from (lib/content-blocks.server.ts). */
export const videoEmbedOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function contentSecurityPolicy(
  settings: SecurityHeaderSettings,
  nonce: string | null,
  { formAction = true }: { formAction?: boolean } = {},
): string {
  const tagManager = settings.tagManager ? [tagManagerOrigin] : [];
  // A chat widget brings its own styles, fonts, images, frames and connections along with its script.
  const chat = settings.chatOrigin ? [settings.chatOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...tagManager, ...chat]],
    // React writes style attributes, and the offline page carries its own style element. Styles keep
    // 'unsafe-inline' for them (a nonce in this directive would switch that off again).
    ['style-src', ["'self'", "'unsafe-inline'", ...chat]],
    ['img-src', ["'self'", ...tagManager, ...chat]],
    ['font-src', ["'self'", ...chat]],
    ['connect-src', ["'self'", ...tagManager, ...chat]],
    // Content pages embed their videos from YouTube (without cookies) and Vimeo.
    ['frame-src', ["'self'", ...videoEmbedOrigins, ...chat]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The punch-out transfer page names its own form-action: the procurement system's origin.
    ...(formAction ? [['form-action', ["'self'"]] as [string, string[]]] : []),
    ['frame-ancestors', ["'self'", ...settings.frameAncestors]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The security headers of every storefront answer: pages, data requests, resource routes and static
 * files alike. `https` says whether the browser reached the shop over https (directly, or through a
 * trusted proxy that says so); only then is Strict-Transport-Security sent.
 */
export function securityHeaders(
  settings: SecurityHeaderSettings,
  request: { nonce: string | null; https: boolean; formAction?: boolean },
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, request.nonce, request),
    // Older browsers know frames only by this header, which cannot name other sites: it goes as soon
    // as frame-ancestors allows more than the shop itself.
    ...(settings.frameAncestors.length === 0 ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(request.https ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  };
}

/** An http(s) origin as a CSP source: scheme, host (`*.` allowed in front), optional port. */
const originSource = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * The origins of FRAME_ANCESTORS (separated by spaces). A value that is no plain origin stops the
 * start: it would otherwise either open the policy or silently keep a procurement system out.
 */
export function frameAncestorsOf(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((origin) => origin.replace(/\/$/, ''));
  for (const origin of origins) {
    if (!originSource.test(origin)) {
      throw new Error(`FRAME_ANCESTORS: "${origin}" is not an origin such as https://procurement.example`);
    }
  }
  return origins;
}
