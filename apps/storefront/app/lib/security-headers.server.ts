import { randomBytes } from 'node:crypto';
import { unprefixedPath } from './i18n';
import { frameAncestorsOf, type SecurityHeaderSettings, securityHeaders } from './security-headers';
import { shellEnvironment } from './shell-settings.server';

function settingsFromEnvironment(): SecurityHeaderSettings {
  const shell = shellEnvironment();
  return {
    tagManager: shell.gtmContainerId !== null,
    chatOrigin: shell.liveChat && shell.liveChatScriptUrl ? new URL(shell.liveChatScriptUrl).origin : null,
    frameAncestors: frameAncestorsOf(process.env.FRAME_ANCESTORS),
  };
}

/** Read once: a FRAME_ANCESTORS that is no list of origins stops the server at its start. */
const settings = settingsFromEnvironment();

/**
 * A fresh nonce and the security headers of one request (server.mjs sets them on every answer and
 * hands the nonce to the page), or those of a page kept with its own `nonce` (the page cache).
 * `https`: the request reached the shop over https.
 */
export function requestSecurityHeaders({
  https,
  path,
  nonce = randomBytes(16).toString('base64'),
}: {
  https: boolean;
  path: string;
  nonce?: string;
}): {
  nonce: string;
  headers: Record<string, string>;
} {
  const formAction = !pathsSettingFormAction.has(unprefixedPath(path));
  return { nonce, headers: securityHeaders(settings, { nonce, https, formAction }) };
}

/** The pages that post items to the procurement system set form-action themselves. */
const pathsSettingFormAction = new Set(['/punchout/transfer', '/oci']);
