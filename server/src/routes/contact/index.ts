import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { ContactBody, ContactResponse } from '../../contracts/contact.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { cleanPlainText } from '../../lib/text.ts';
import { abuseLimits, signedInUser } from '../../plugins/rate-limit.ts';
import { saveContactMessage } from './repository.ts';

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = abuseLimits(app, 'contact', signedInUser);
  app.post(
    '/send-message',
    {
      // Open to visitors: limited per client address, and per account when signed in.
      ...limits.hooks,
      schema: {
        tags: ['engagement'],
        summary: 'Send a message to the site team (the "contact us" form)',
        description:
          'Stored for the team (table contact_messages) with the signed-in user, if any. Limited per address and ' +
          'per signed-in account (429 with Retry-After).',
        body: ContactBody,
        response: { 200: ContactResponse, 403: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { body } = request;
      const userId = request.user?.id ?? null;
      if (body.userId != null && body.userId !== userId) throw forbidden('You can only send messages as yourself.');
      const text = cleanPlainText(body.messageText);
      if (text === '') throw validationError({ messageText: ['The messageText field is required.'] });
      await saveContactMessage(app.db, { userId, email: body.email?.trim() || null, text });
      return { success: true as const };
    },
  );
};
