import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery, type Lang } from '../../contracts/common.ts';
import {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  PinBody,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SuccessResponse,
} from '../../contracts/auth.ts';
import { HttpError, unauthenticated, validationError } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { hashPassword, newPasswordErrors, passwordMessages, verifyPassword } from '../../lib/passwords.ts';
import { issueToken } from '../../plugins/auth.ts';
import { sensitiveRouteConfig } from '../../plugins/rate-limit.ts';
import { currentUser } from '../user/repository.ts';
import { confirmEmailLink, confirmEmailMail, resetPasswordLink, resetPasswordMail } from './mails.ts';
import {
  consumePin,
  createPin,
  findAccountByEmail,
  findAccountById,
  insertUser,
  markEmailVerified,
  peekPin,
  revokeToken,
  revokeTokens,
  setPassword,
  type AccountRow,
} from './repository.ts';
import { checkEmail, emailMessages, emptyBodyAsEmptyForm, optionalText } from './validation.ts';

const pinMessages = {
  confirmRequired: 'The confirmation link is incomplete. Please open the link from the e-mail again.',
  confirmInvalid: 'This confirmation link is invalid, has expired or was already used.',
  resetRequired: 'The password reset link is incomplete. Please open the link from the e-mail again.',
  resetInvalid: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
} as const;

const WRONG_PASSWORD = 'Incorrect password. Please try again or reset your password.';
const NO_PASSWORD = 'This account signs in with Google or Facebook. Use that button, or set a password with "Forgot password?".';
const MAIL_FAILED = 'We could not send the e-mail right now. Please try again later.';

/** A new bearer token and the same data as GET /api/user. */
export async function signIn(app: FastifyInstance, userId: number, lang: Lang) {
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
 * Accounts: registration with a mailed confirmation link, sign-in and sign-out, password reset by mail.
 * Signing in does not require a confirmed e-mail: the user shape carries email_verified instead.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = sensitiveRouteConfig(app);

  app.post(
    '/register',
    {
      config: limited,
      preValidation: emptyBodyAsEmptyForm,
      schema: {
        tags: ['account'],
        summary: 'Create an account, sign it in and mail a confirmation link (?email-pin=)',
        description:
          'The new account is signed in at once (the answer carries a token); the e-mail stays unconfirmed ' +
          '(`user.email_verified` false) until the mailed link is opened. The link goes to `/{lang}/?email-pin=…` ' +
          'and is valid 48 hours.',
        body: RegisterBody,
        response: { 200: RegisterResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const lang: Lang = body.lang ?? 'ru';
      const { email, error } = checkEmail(body.email);
      const errors: Record<string, string[]> = error ? { email: [error] } : {};
      Object.assign(errors, newPasswordErrors(body.password, body.password_confirmation, { confirmationRequired: true }));
      if (Object.keys(errors).length) throw validationError(errors);
      if (await findAccountByEmail(app.db, email)) throw validationError({ email: [emailMessages.taken] });

      const name = optionalText(body.name);
      const id = await insertUser(app.db, {
        email,
        passwordHash: await hashPassword(body.password!),
        name,
        surname: optionalText(body.surname),
        lang,
        verified: false,
      });
      if (id === null) throw validationError({ email: [emailMessages.taken] });
      const sent = await sendConfirmation(app, { id, email, name, lang });
      return {
        ...(await signIn(app, id, lang)),
        message: sent
          ? `We sent a confirmation link to ${email}. Please open it within 48 hours.`
          : 'Your account is created, but we could not send the confirmation e-mail. You can ask for a new one later.',
      };
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      preValidation: emptyBodyAsEmptyForm,
      schema: {
        tags: ['account'],
        summary: 'Sign in with e-mail and password',
        description: 'Answers a bearer token and the same data as GET /api/user. `lang` picks the language of tag names.',
        querystring: LangQuery,
        body: LoginBody,
        response: { 200: AuthResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { email, error } = checkEmail(request.body.email);
      const password = request.body.password ?? '';
      const errors: Record<string, string[]> = error ? { email: [error] } : {};
      if (!password) errors.password = [passwordMessages.required];
      else if (password.length < 8) errors.password = [passwordMessages.loginTooShort];
      if (Object.keys(errors).length) throw validationError(errors);

      const account = await findAccountByEmail(app.db, email);
      if (!account) throw validationError({ email: [emailMessages.unknown] });
      if (!account.password_hash) throw validationError({ password: [NO_PASSWORD] });
      if (!(await verifyPassword(account.password_hash, password))) throw validationError({ password: [WRONG_PASSWORD] });
      return signIn(app, account.id, langOf(request.query));
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
    {
      preValidation: emptyBodyAsEmptyForm,
      schema: {
        tags: ['account'],
        summary: 'Confirm the e-mail address with the pin of the mailed link (?email-pin=)',
        description: 'A pin works once, within 48 hours. A bad, used or expired pin answers 422.',
        body: PinBody,
        response: { 200: SuccessResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const pin = request.body.pin?.trim();
      if (!pin) throw validationError({ pin: [pinMessages.confirmRequired] });
      const userId = await consumePin(app.db, pin, 'confirm_email');
      if (userId === null) throw validationError({ pin: [pinMessages.confirmInvalid] });
      await markEmailVerified(app.db, userId);
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
    {
      config: limited,
      preValidation: emptyBodyAsEmptyForm,
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link (?pin=), valid one hour',
        description:
          'The link goes to `/{lang}/?pin=…` in `lang` (the account\'s language when not given). Only the newest ' +
          'link works.',
        body: ForgotPasswordBody,
        response: { 200: SuccessResponse, 422: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const { email, error } = checkEmail(request.body.email);
      if (error) throw validationError({ email: [error] });
      const account = await findAccountByEmail(app.db, email);
      if (!account) throw validationError({ email: [emailMessages.unknown] });
      const lang = request.body.lang ?? account.lang;
      const pin = await createPin(app.db, account.id, 'reset_password');
      const link = resetPasswordLink(app.config.publicUrl, lang, pin);
      try {
        await app.mailer.send(resetPasswordMail(lang, account.email, account.name, link));
      } catch (mailError) {
        request.log.error({ err: mailError, userId: account.id }, 'password reset mail not sent');
        throw new HttpError(503, MAIL_FAILED);
      }
      return { success: true, message: `We sent a link to reset your password to ${account.email}. It works for one hour.` };
    },
  );

  app.post(
    '/password/reset',
    {
      config: limited,
      preValidation: emptyBodyAsEmptyForm,
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the pin of the mailed link',
        description:
          'Password rules of spec §5; `password_confirmation` is checked when sent. The pin is spent, the e-mail ' +
          'counts as confirmed (the link proved it), and every session of the user ends except the one making ' +
          'this call, if any.',
        body: ResetPasswordBody,
        response: { 200: SuccessResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { password, password_confirmation: confirmation } = request.body;
      const pin = request.body.pin?.trim();
      const errors = newPasswordErrors(password, confirmation);
      if (!pin) errors.pin = [pinMessages.resetRequired];
      else if ((await peekPin(app.db, pin, 'reset_password')) === null) errors.pin = [pinMessages.resetInvalid];
      if (Object.keys(errors).length) throw validationError(errors);

      const passwordHash = await hashPassword(password!);
      await app.db.transaction(async (tx) => {
        // Spent inside the transaction: of two requests with one pin, only one changes the password.
        const userId = await consumePin(tx, pin!, 'reset_password');
        if (userId === null) throw validationError({ pin: [pinMessages.resetInvalid] });
        await setPassword(tx, userId, passwordHash);
        await markEmailVerified(tx, userId);
        await revokeTokens(tx, userId, request.user?.id === userId ? request.user.tokenId : undefined);
      });
      return { success: true, message: 'Your password has been changed. You can sign in with it now.' };
    },
  );
};
