import { Credentials, Registration, SessionResponse, SignOutBody } from './auth.js';
import {
  AskOperatorBody,
  AskOperatorResponse,
  RecoveryResponse,
  ResetLinkBody,
  ResetLinkHolderResponse,
  ResetPasswordBody,
  ResetRequestBody,
  ResetRequestResponse,
} from './recovery.js';
import {
  AccountResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  FactoryNameBody,
  FactoryNameResponse,
  SessionIdParams,
  SessionsEndedResponse,
} from './account.js';
import { RENAME_DAYS } from './field-limits.js';
import {
  PushSettingsResponse,
  PushSubscribeBody,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
  QuietHoursBody,
} from './push.js';
import { change, passwordChecked, type Schemas, ownRead } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * A player's way in (sign-up, sign-in, a new password), their account's settings and push notices: their part of
 * the endpoint table (endpoints.ts).
 */
export const accountEndpoints = {
  register: { tag: 'auth', body: Registration, response: SessionResponse, failures: [400, 409, 429] },
  login: { tag: 'auth', body: Credentials, response: SessionResponse, failures: [401, 403, 429] },
  signUpEmail: { body: Registration },
  signInEmail: { body: Credentials },
  signOut: { body: SignOutBody },
  getSession: {},
  recovery: {
    tag: 'auth',
    description:
      "Whether this server mails links to set a new password; without mail, a player asks the server's operator.",
    response: RecoveryResponse,
    failures: [],
  },
  askOperator: {
    tag: 'auth',
    description:
      "A player who cannot sign in asks the server's operator for a link to set a new password, with how to reach " +
      'them; the Moderation page lists who asked. The same answer whether or not an account has the address ' +
      '(counted against the reset limits).',
    body: AskOperatorBody,
    response: AskOperatorResponse,
    failures: [400, 429],
  },
  requestPasswordReset: {
    tag: 'auth',
    description:
      'Mails a link that sets a new password, working once for an hour, if an account has the address. The answer is ' +
      'the same whether or not one does; 409 when the server sends no mail.',
    body: ResetRequestBody,
    response: ResetRequestResponse,
    failures: [400, 409, 429],
  },
  checkResetLink: {
    tag: 'auth',
    description: 'Whom a link is for and until when it works; 400 once it is used or expired. It uses nothing up.',
    body: ResetLinkBody,
    response: ResetLinkHolderResponse,
    failures: [400, 429],
  },
  resetPassword: {
    tag: 'auth',
    description:
      "Sets the link's account's new password (the sign-up's rules), uses the link up, ends every session of the " +
      'account and answers a new one for this device.',
    body: ResetPasswordBody,
    response: SessionResponse,
    failures: [400, 403, 429],
  },

  account: { tag: 'account', response: AccountResponse, failures: change },
  factoryName: {
    tag: 'account',
    description: `A name whose skeleton (case, look-alike letters and invisible characters aside) is another factory's answers 409; a second rename within ${RENAME_DAYS} days answers 429, saying when the next is allowed.`,
    body: FactoryNameBody,
    response: FactoryNameResponse,
    failures: [...change, 429],
  },
  changePassword: {
    tag: 'account',
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
    failures: passwordChecked,
  },
  signOutEverywhere: { tag: 'account', response: SessionsEndedResponse, failures: change },
  endSession: { tag: 'account', params: SessionIdParams, response: SessionsEndedResponse, failures: change },
  deleteAccount: {
    tag: 'account',
    body: DeleteAccountBody,
    response: DeleteAccountResponse,
    failures: passwordChecked,
  },

  pushSettings: ownRead('push', PushSettingsResponse),
  pushSubscribe: { tag: 'push', body: PushSubscribeBody, response: PushSettingsResponse, failures: change },
  pushUnsubscribe: { tag: 'push', body: PushUnsubscribeBody, response: PushUnsubscribeResponse, failures: change },
  quietHours: { tag: 'push', body: QuietHoursBody, response: PushSettingsResponse, failures: change },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
