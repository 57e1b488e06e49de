import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery, type Lang } from '../../contracts/common.ts';
import {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  PinBody,
  RegisterBody,
  RegisterResponse,
  ResetCheckResponse,
  ResetPasswordBody,
  SuccessResponse,
} from '../../contracts/auth.ts';
import { HttpError, unauthenticated, validationError } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { hashPassword, newPasswordErrors, passwordMessages, verifyPassword } from '../../lib/passwords.ts';
import { issueToken, noStore } from '../../plugins/auth.ts';
import {
  abuseLimits,
  emailOfBody,
  LOGIN_DELAY_LEAD,
  sensitiveRouteConfig,
  signedInUser,
  tooManyRequests,
} from '../../plugins/rate-limit.ts';
import { commentedItemTags } from '../comments/repository.ts';
import { currentUser } from '../user/repository.ts';
import { confirmEmailLink, confirmEmailMail, resetPasswordLink, resetPasswordMail } from './mails.ts';
import {
  consumePin,
  createPin,
  findAccountByEmail,
  findAccountById,
  insertOrFindUser,
  markEmailVerified,
  peekPin,
  revokeToken,
  revokeTokens,
  setPassword,
  type AccountRow,
} from './repository.ts';
import { checkEmail, emailMessages, emptyBodyAsEmptyForm, optionalText } from './validation.ts';

/** Options of a rate-limited account form: its limits' hooks, an empty body read as an empty form, 422 and 429. */
function limitedForm<H extends object, S extends { response: object }>(limits: { hooks: H }, schema: S) {
  return {
    ...limits.hooks,
    preValidation: emptyBodyAsEmptyForm,
    schema: { tags: ['account'], ...schema, response: { ...schema.response, 422: ErrorResponse, 429: ErrorResponse } },
  };
}

const pinMessages = {
  confirmRequired: 'The confirmation link is incomplete. Please open the link from the e-mail again.',
  confirmInvalid: 'This confirmation link is invalid, has expired or was already used.',
  resetRequired: 'The password reset link is incomplete. Please open the link from the e-mail again.',
  resetInvalid: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
} as const;

const PIN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const WRONG_PASSWORD = 'Incorrect password. Please try again or reset your password.';
const NO_PASSWORD = 'This account signs in with Google or Facebook. Use that button, or set a password with "Forgot password?".';
const MAIL_FAILED = 'We could not send the e-mail right now. Please try again later.';

/** A new bearer token and the same data as GET /api/user, in an answer no cache keeps. */
export async function signIn(app: FastifyInstance, reply: FastifyReply, userId: number, lang: Lang) {
  noStore(reply);
  const token = await issueToken(app, userId);
  const current = await currentUser(app.db, userId, lang);
  if (!current) throw unauthenticated();
  return { token, ...current };
}

/** Mails a fresh confirmation link; false (logged) when the mail could not be sent. */
async function sendConfirmation(app: FastifyInstance, account: Pick<AccountRow, 'id' | 'email' | 'name' | 'lang'>) {
  const pin = await createPin(app.db, account.id, 'confirm_email');
  const link = confirmEmailLink(app.config.publicUrl, account.lang, pin);
  try {
    await app.mailer.send(confirmEmailMail(account.lang, account.email, account.name, link));
    return true;
  } catch (error) {
    app.log.error({ err: error, userId: account.id }, 'confirmation mail not sent');
    return false;
  }
}

/**
 * A hash of nobody's password, for sign-in with an address that has no account (or no password): verifying
 * against it costs what verifying a real password costs, so the answer's timing does not tell whether the address
 * has an account. Made once, in the background, when the routes are registered.
 */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/**
 * Accounts: registration with a mailed confirmation link, sign-in and sign-out, password reset by mail.
 * Signing in does not require a confirmed e-mail: the user shape carries email_verified instead.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = sensitiveRouteConfig(app);
  // Per address, and per account: the e-mail address a form is about, or (reset) the account of the link.
  const registerLimits = abuseLimits(app, 'register');
  const loginLimits = abuseLimits(app, 'login', emailOfBody);
  const forgotLimits = abuseLimits(app, 'forgot', emailOfBody);
  const resetLimits = abuseLimits(app, 'reset');
  // A wrong pin names no account (pins are random, kept hashed): guesses count per address, and per account only
  // when signed in (the usual case: registering signs in). A 192-bit pin cannot be guessed; the limit bounds load.
  const confirmLimits = abuseLimits(app, 'confirm', signedInUser);
  void dummyPasswordHash();

  app.post(
    '/register',
    limitedForm(registerLimits, {
      summary: 'Create an account, sign it in and mail a confirmation link (?email-pin=)',
      description:
        'The new account is signed in at once (the answer carries a token); the e-mail stays unconfirmed ' +
        '(`user.email_verified` false) until the mailed link is opened. The link goes to `/{lang}?email-pin=…` ' +
        'and is valid 48 hours, mailed after the answer (a failure is logged; POST /api/confirm-email/resend ' +
        'sends another). Until then its comments wait (see POST /api/{type}/{slug}/). Limited per address ' +
        'and per e-mail address (429 with Retry-After).',
      body: RegisterBody,
      response: { 200: RegisterResponse },
    }),
    async (request, reply) => {
      const body = request.body;
      const lang: Lang = body.lang ?? 'ru';
      const { email, error } = checkEmail(body.email);
      const errors: Record<string, string[]> = error ? { email: [error] } : {};
      Object.assign(errors, newPasswordErrors(body.password, body.password_confirmation, { confirmationRequired: true }));
      if (Object.keys(errors).length) throw validationError(errors);
      // Per e-mail address, once the form is right: mistakes in typing it do not count.
      await registerLimits.countAccount(request, reply, email);

      // The same work whether the address is taken or not, so that the answer's time does not tell: the password
      // is hashed and the insert tried either way (a taken address is its conflict), the account is read back as
      // the new one is for its answer, and the confirmation link is made and mailed after the answer.
      const name = optionalText(body.name);
      const found = await insertOrFindUser(app.db, {
        email,
        passwordHash: await hashPassword(body.password!),
        name,
        surname: optionalText(body.surname),
        lang,
      });
      if (!found?.created) {
        if (found) await currentUser(app.db, found.id, lang);
        throw validationError({ email: [emailMessages.taken] });
      }
      const id = found.id;
      app.mailer.sendLater(async () => {
        const pin = await createPin(app.db, id, 'confirm_email');
        return confirmEmailMail(lang, email, name, confirmEmailLink(app.config.publicUrl, lang, pin));
      }, { mail: 'confirm_email', userId: id, reqId: request.id });
      return {
        ...(await signIn(app, reply, id, lang)),
        message: `We sent a confirmation link to ${email}. Please open it within 48 hours.`,
      };
    },
  );

  app.post(
    '/login',
    limitedForm(loginLimits, {
      summary: 'Sign in with e-mail and password',
      description:
        'Answers a bearer token and the same data as GET /api/user. `lang` picks the language of tag names. ' +
        'Limited per address; and per account, whatever the address: after a few failed attempts for one e-mail ' +
        'address each further failure makes the next attempt wait longer (429 with Retry-After, the password ' +
        'not even checked), up to a ceiling; a successful sign-in or password reset starts afresh.',
      querystring: LangQuery,
      body: LoginBody,
      response: { 200: AuthResponse },
    }),
    async (request, reply) => {
      const { email, error } = checkEmail(request.body.email);
      const password = request.body.password ?? '';
      const errors: Record<string, string[]> = error ? { email: [error] } : {};
      if (!password) errors.password = [passwordMessages.required];
      else if (password.length < 8) errors.password = [passwordMessages.loginTooShort];
      if (Object.keys(errors).length) throw validationError(errors);

      // The account's delay first: while it runs the password is not looked at, right or wrong.
      const wait = await app.loginThrottle.waitMs(email);
      if (wait > 0) throw tooManyRequests(reply, wait, LOGIN_DELAY_LEAD);
      const account = await findAccountByEmail(app.db, email);
      // An unknown address, or an account without a password, is checked against a dummy hash: the same work.
      const passwordHash = account?.password_hash ?? (await dummyPasswordHash());
      const right = await verifyPassword(passwordHash, password);
      if (!account) {
        await app.loginThrottle.fail(email);
        throw validationError({ email: [emailMessages.unknown] });
      }
      if (!account.password_hash) throw validationError({ password: [NO_PASSWORD] });
      if (!right) {
        await app.loginThrottle.fail(email);
        throw validationError({ password: [WRONG_PASSWORD] });
      }
      await app.loginThrottle.clear(email);
      return signIn(app, reply, account.id, langOf(request.query));
    },
  );

  app.post(
    '/logout',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out: the token of this request stops working',
        security: [{ bearer: [] }],
        response: { 200: SuccessResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      await revokeToken(app.db, request.user!.tokenId);
      return { success: true, message: 'You are signed out.' };
    },
  );

  app.post(
    '/confirm-email',
    limitedForm(confirmLimits, {
      summary: 'Confirm the e-mail address with the pin of the mailed link (?email-pin=)',
      description:
        'A pin works once, within 48 hours. A bad, used or expired pin answers 422. Limited per address, and per ' +
        'account when signed in (429 with Retry-After).',
      body: PinBody,
      response: { 200: SuccessResponse },
    }),
    async (request) => {
      const pin = request.body.pin?.trim();
      if (!pin) throw validationError({ pin: [pinMessages.confirmRequired] });
      // Every pin is 24 random bytes in base64url (createPin): anything else is wrong without asking the database.
      if (!PIN_PATTERN.test(pin)) throw validationError({ pin: [pinMessages.confirmInvalid] });
      const userId = await consumePin(app.db, pin, 'confirm_email');
      if (userId === null) throw validationError({ pin: [pinMessages.confirmInvalid] });
      await markEmailVerified(app.db, userId);
      // The comments that waited for the confirmation are shown now: the pages of their items drop.
      app.itemsChanged(await commentedItemTags(app.db, userId));
      return { success: true, message: 'Your e-mail address is confirmed.' };
    },
  );

  app.post(
    '/confirm-email/resend',
    {
      config: limited,
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Mail a new confirmation link to the signed-in user',
        description: 'Earlier links stop working. 422 when the address is already confirmed.',
        security: [{ bearer: [] }],
        response: { 200: SuccessResponse, 401: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const account = await findAccountById(app.db, request.user!.id);
      if (!account) throw unauthenticated();
      if (account.email_verified) throw validationError({ email: ['Your e-mail address is already confirmed.'] });
      if (!(await sendConfirmation(app, account))) throw new HttpError(503, MAIL_FAILED);
      return { success: true, message: `We sent a new confirmation link to ${account.email}.` };
    },
  );

  app.post(
    '/password/forgot',
    limitedForm(forgotLimits, {
      summary: 'Mail a password reset link (?pin=), valid one hour',
      description:
        'The link goes to `/{lang}?pin=…` in `lang` (the account\'s language when not given). Only the newest ' +
        'link works. The mail is sent after the answer (a failure is logged), so that the answer takes as long ' +
        'for an unknown address. Limited per address and per e-mail address (429 with Retry-After).',
      body: ForgotPasswordBody,
      response: { 200: SuccessResponse },
    }),
    async (request) => {
      const { email, error } = checkEmail(request.body.email);
      if (error) throw validationError({ email: [error] });
      // One read whether the address has an account or not; the link is made and mailed after the answer, so the
      // answer takes the same time either way.
      const account = await findAccountByEmail(app.db, email);
      if (!account) throw validationError({ email: [emailMessages.unknown] });
      const lang = request.body.lang ?? account.lang;
      app.mailer.sendLater(async () => {
        const pin = await createPin(app.db, account.id, 'reset_password');
        return resetPasswordMail(lang, account.email, account.name, resetPasswordLink(app.config.publicUrl, lang, pin));
      }, { mail: 'reset_password', userId: account.id, reqId: request.id });
      return { success: true, message: `We sent a link to reset your password to ${account.email}. It works for one hour.` };
    },
  );

  app.post(
    '/password/reset/check',
    limitedForm(resetLimits, {
      summary: 'Tell whether a password reset link (?pin=) still works, without spending it',
      description:
        'The change-password modal asks this when it opens, so that a used, expired or bad link says so at once ' +
        'instead of after a new password was typed. A link that does not work is an answer, not an error: ' +
        '`valid` false with the reason (no failed request in the reader\'s console). 422 only without a pin. ' +
        'Limited as POST /api/password/reset (429 with Retry-After).',
      body: PinBody,
      response: { 200: ResetCheckResponse },
    }),
    async (request, reply) => {
      const pin = request.body.pin?.trim();
      if (!pin) throw validationError({ pin: [pinMessages.resetRequired] });
      const linkUser = PIN_PATTERN.test(pin) ? await peekPin(app.db, pin, 'reset_password') : null;
      if (linkUser === null) return { valid: false, message: pinMessages.resetInvalid };
      await resetLimits.countAccount(request, reply, linkUser);
      return { valid: true, message: 'This link works: choose a new password.' };
    },
  );

  app.post(
    '/password/reset',
    limitedForm(resetLimits, {
      summary: 'Set a new password with the pin of the mailed link',
      description:
        'Password rules of spec §5; `password_confirmation` is checked when sent. The pin is spent, the e-mail ' +
        'counts as confirmed (the link proved it), and every session of the user ends except the one making ' +
        'this call, if any. Limited per address and per account of the link (429 with Retry-After); the failed ' +
        'sign-ins of the account are forgotten.',
      body: ResetPasswordBody,
      response: { 200: SuccessResponse },
    }),
    async (request, reply) => {
      const { password, password_confirmation: confirmation } = request.body;
      const pin = request.body.pin?.trim();
      const errors = newPasswordErrors(password, confirmation);
      const linkUser = pin ? await peekPin(app.db, pin, 'reset_password') : null;
      if (!pin) errors.pin = [pinMessages.resetRequired];
      else if (linkUser === null) errors.pin = [pinMessages.resetInvalid];
      if (linkUser !== null) await resetLimits.countAccount(request, reply, linkUser);
      if (Object.keys(errors).length) throw validationError(errors);

      const passwordHash = await hashPassword(password!);
      const userId = await app.db.transaction(async (tx) => {
        // Spent inside the transaction: of two requests with one pin, only one changes the password.
        const owner = await consumePin(tx, pin!, 'reset_password');
        if (owner === null) throw validationError({ pin: [pinMessages.resetInvalid] });
        await setPassword(tx, owner, passwordHash);
        await markEmailVerified(tx, owner);
        await revokeTokens(tx, owner, request.user?.id === owner ? request.user.tokenId : undefined);
        return owner;
      });
      // The mailed link proved the owner: the sign-in delay others caused with wrong passwords ends.
      const account = await findAccountById(app.db, userId);
      if (account) await app.loginThrottle.clear(account.email);
      // The link confirmed the e-mail too: comments that waited for it are shown now.
      app.itemsChanged(await commentedItemTags(app.db, userId));
      return { success: true, message: 'Your password has been changed. You can sign in with it now.' };
    },
  );
};
