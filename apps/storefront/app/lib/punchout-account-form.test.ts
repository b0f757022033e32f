import './i18n.server';
import { type PunchoutAccount, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import {
  checkPunchoutAccount,
  postedPunchoutValuesOf,
  punchoutCallErrors,
  punchoutFormValuesOf,
} from './punchout-account-form';

const t = translator('nl-NL');

/** The form as a browser without JavaScript posts it: both protocols' fields, the chosen one counts. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  const posted = {
    protocol: 'oci',
    ociUsername: '',
    ociPassword: '',
    ociLogin: 'password',
    cxmlDomain: '',
    cxmlIdentity: '',
    cxmlSecret: '',
    allowedHosts: '',
    classification: 'unspsc',
    units: 'iso',
    ...fields,
  };
  for (const [name, value] of Object.entries(posted)) form.append(name, value);
  return form;
}

function refusal(code: string, violations: { propertyPath: string; type: string }[] = []) {
  return new StoreApiError(400, [
    {
      status: '400',
      code,
      title: 'Bad Request',
      detail: 'refused',
      meta: { parameters: {} },
      violations: violations.map((violation) => ({ ...violation, title: '' })),
    },
  ]);
}

describe('the punch-out connection form', () => {
  it('takes an OCI connection with its hosts one a line, and ignores the cXML fields', () => {
    const checked = checkPunchoutAccount(
      formOf({
        ociUsername: ' SRM.Inkoop ',
        ociPassword: 'een-lang-wachtwoord',
        ociLogin: 'one-time-id',
        cxmlDomain: 'NetworkID',
        allowedHosts: 'SRM.example.com\r\n\r\n*.example.com:8443\nsrm.example.com',
        classification: 'category',
        units: 'sap',
        sendPrices: 'on',
      }),
    );
    expect(checked.fieldErrors).toBeNull();
    expect(checked.input).toEqual({
      protocol: 'oci',
      ociUsername: 'srm.inkoop',
      ociPassword: 'een-lang-wachtwoord',
      ociLogin: 'one-time-id',
      allowedHosts: ['srm.example.com', '*.example.com:8443'],
      classification: 'category',
      units: 'sap',
      sendPrices: true,
    });
  });

  it('leaves out an empty password or secret, so that the stored one is kept', () => {
    const oci = checkPunchoutAccount(formOf({ ociUsername: 'srm.inkoop', allowedHosts: 'srm.example.com' }));
    expect(oci.input).toMatchObject({ protocol: 'oci', ociPassword: undefined, sendPrices: false });
    const cxml = checkPunchoutAccount(
      formOf({
        protocol: 'cxml',
        ociUsername: 'x',
        cxmlDomain: 'NetworkID',
        cxmlIdentity: 'AN01000000001',
        allowedHosts: 'ariba.example.com',
      }),
    );
    expect(cxml.fieldErrors).toBeNull();
    expect(cxml.input).toMatchObject({ protocol: 'cxml', cxmlDomain: 'NetworkID', cxmlSecret: undefined });
  });

  it('names each refused field of the chosen protocol with a message key', () => {
    expect(
      checkPunchoutAccount(
        formOf({
          ociUsername: 'ab',
          ociPassword: 'te-kort',
          allowedHosts: 'srm.example.com\nhttps://srm.example.com/hook',
        }),
      ).fieldErrors,
    ).toEqual({
      ociUsername: 'users.punchout.error.usernameLength',
      ociPassword: 'users.punchout.error.passwordLength',
      allowedHosts: 'users.punchout.error.hostInvalid',
    });
    expect(checkPunchoutAccount(formOf({ protocol: 'cxml', cxmlSecret: 'kort' })).fieldErrors).toEqual({
      cxmlDomain: 'form.required',
      cxmlIdentity: 'form.required',
      cxmlSecret: 'users.punchout.error.secretLength',
      allowedHosts: 'users.punchout.error.hostsRequired',
    });
    const manyHosts = Array.from({ length: 21 }, (_, index) => `srm${index}.example.com`).join('\n');
    expect(
      checkPunchoutAccount(formOf({ ociUsername: 'srm.inkoop', allowedHosts: manyHosts, units: 'imperial' }))
        .fieldErrors,
    ).toEqual({ allowedHosts: 'users.punchout.error.tooManyHosts', units: 'account.invalidChoice' });
    expect(checkPunchoutAccount(formOf({ protocol: '' })).fieldErrors).toEqual({
      protocol: 'account.invalidChoice',
    });
  });

  it('shows a stored connection without secrets, and a new one as OCI with the usual settings', () => {
    const account: PunchoutAccount = {
      protocol: 'cxml',
      ociUsername: null,
      ociLogin: 'password',
      cxmlDomain: 'networkid',
      cxmlIdentity: 'an01000000001',
      allowedHosts: ['ariba.example.com', '*.coupa.example'],
      classification: 'none',
      units: 'iso',
      sendPrices: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(punchoutFormValuesOf(account)).toEqual({
      protocol: 'cxml',
      ociUsername: '',
      ociLogin: 'password',
      cxmlDomain: 'networkid',
      cxmlIdentity: 'an01000000001',
      allowedHosts: 'ariba.example.com\n*.coupa.example',
      classification: 'none',
      units: 'iso',
      sendPrices: false,
    });
    expect(punchoutFormValuesOf(null)).toMatchObject({
      protocol: 'oci',
      classification: 'unspsc',
      sendPrices: true,
    });
  });

  it('shows the Store API’s refusals in the user’s language at the field they are about', () => {
    const oci = postedPunchoutValuesOf(formOf({ ociUsername: 'srm.inkoop' }));
    const cxml = postedPunchoutValuesOf(formOf({ protocol: 'cxml' }));
    expect(punchoutCallErrors(refusal(errorCodes.punchoutSecretRequired), oci, t)).toEqual({
      fieldErrors: { ociPassword: 'Geef een wachtwoord op om deze gebruiker via OCI te koppelen.' },
      formError: 'Controleer het formulier.',
    });
    expect(punchoutCallErrors(refusal(errorCodes.punchoutSecretRequired), cxml, t).fieldErrors).toEqual({
      cxmlSecret: 'Geef het gedeelde geheim op om deze gebruiker via cXML te koppelen.',
    });
    expect(punchoutCallErrors(refusal(errorCodes.punchoutCredentialsTaken), oci, t).fieldErrors).toEqual({
      ociUsername: 'Een andere gebruiker meldt zich al aan met deze OCI-gebruikersnaam.',
    });
    expect(punchoutCallErrors(refusal(errorCodes.punchoutCredentialsTaken), cxml, t).fieldErrors).toEqual({
      cxmlIdentity: 'Een andere gebruiker meldt zich al aan met deze cXML-afzender.',
    });
    const invalid = refusal(errorCodes.invalidRequest, [
      { propertyPath: 'body/allowedHosts/1', type: 'VIOLATION::INVALID_FORMAT' },
      { propertyPath: 'body/ociPassword', type: 'VIOLATION::TOO_SMALL' },
    ]);
    expect(punchoutCallErrors(invalid, oci, t).fieldErrors).toEqual({
      allowedHosts: t('users.punchout.error.hostInvalid'),
      ociPassword: t('users.punchout.error.passwordLength'),
    });
    expect(punchoutCallErrors(refusal(errorCodes.customerNotFound), oci, t)).toEqual({
      fieldErrors: {},
      formError: t('users.error.notFound'),
    });
    expect(translator('fr-FR')('users.punchout.error.usernameTaken')).toBe(
      'Un autre utilisateur se connecte déjà avec ce nom d’utilisateur OCI.',
    );
  });
});
