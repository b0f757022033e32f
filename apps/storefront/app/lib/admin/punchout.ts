import { adminPunchoutConnectionRequest, punchoutHost } from '@tradeshop/api-client';
import type { AdminTranslate } from './i18n';

/** Fields of the punch-out forms that can be wrong, each with its message. */
export type PunchoutFieldErrors = Partial<
  Record<'username' | 'ociUsername' | 'cxmlDomain' | 'cxmlIdentity' | 'allowedHosts', string>
>;

/** The most a connection allows, as the Admin API counts them. */
const maxHosts = 20;

/**
 * The hosts typed one per line (or separated by spaces or commas), each a host name the shop
 * accepts; or the first problem in the member's words.
 */
export function checkedHosts(
  text: string,
  t: AdminTranslate,
): { hosts: string[]; problem: null } | { hosts: null; problem: string } {
  const typed = text.split(/[\s,]+/).filter(Boolean);
  if (typed.length === 0) return { hosts: null, problem: t('punchout.hostsNeeded') };
  if (typed.length > maxHosts) return { hosts: null, problem: t('punchout.hostsTooMany', { max: maxHosts }) };
  const hosts: string[] = [];
  for (const host of typed) {
    const checked = punchoutHost.safeParse(host);
    if (!checked.success) return { hosts: null, problem: t('punchout.hostInvalid', { host }) };
    if (!hosts.includes(checked.data)) hosts.push(checked.data);
  }
  return { hosts, problem: null };
}

/** The new connection the form describes, or what is wrong with it, field by field. */
export function checkedNewConnection(form: FormData, t: AdminTranslate) {
  const text = (name: string) => String(form.get(name) ?? '');
  const errors: PunchoutFieldErrors = {};
  const hosts = checkedHosts(text('allowedHosts'), t);
  if (hosts.problem) errors.allowedHosts = hosts.problem;
  const protocol = text('protocol') === 'oci' ? 'oci' : 'cxml';
  const parsed = adminPunchoutConnectionRequest.safeParse(
    protocol === 'oci'
      ? {
          protocol,
          username: text('username'),
          ociUsername: text('ociUsername'),
          ociLogin: text('ociLogin') === 'one-time-id' ? 'one-time-id' : 'password',
          allowedHosts: hosts.hosts ?? [],
        }
      : {
          protocol,
          username: text('username'),
          cxmlDomain: text('cxmlDomain'),
          cxmlIdentity: text('cxmlIdentity'),
          allowedHosts: hosts.hosts ?? [],
        },
  );
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PunchoutFieldErrors;
      if (field === 'allowedHosts' || errors[field]) continue;
      errors[field] = t(
        field === 'username'
          ? 'punchout.usernameNeeded'
          : field === 'ociUsername'
            ? 'punchout.ociUsernameInvalid'
            : 'punchout.credentialNeeded',
      );
    }
  return parsed.success && !hosts.problem
    ? { connection: parsed.data, errors: null }
    : { connection: null, errors };
}
