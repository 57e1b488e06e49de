import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { ChatBody, ChatPosted, ChatQuery, ChatResponse } from '../../contracts/chat.ts';
import { validationError } from '../../lib/errors.ts';
import { cleanPlainText } from '../../lib/text.ts';
import { abuseLimits, signedInUser } from '../../plugins/rate-limit.ts';
import { postUserMessage, readThread } from './repository.ts';

const teamAnswers =
  'The site team answers by adding messages with author `team` to the user\'s thread (table chat_messages; for now ' +
  'straight in the database, later through an admin tool).';

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = abuseLimits(app, 'chat', signedInUser);

  app.get(
    '/user/chat',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The help chat with the site team; reading marks the team\'s messages read',
        description:
          `The first read starts the thread with a welcome message from the team, in \`lang\` or the user's language. ${teamAnswers} ` +
          'GET /api/user reports the unread team messages as chat.unread_user_messages.',
        security: [{ bearer: [] }],
        querystring: ChatQuery,
        response: { 200: ChatResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => ({ messages: await readThread(app.db, request.user!.id, request.query.lang) }),
  );

  app.post(
    '/user/chat',
    {
      ...limits.hooks,
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Send a message to the site team in the help chat',
        description:
          `${teamAnswers} Open to accounts whose e-mail is not confirmed yet (the chat is private, and it is where ` +
          'they can ask when the confirmation mail does not arrive). Limited per account and per address (429).',
        security: [{ bearer: [] }],
        body: ChatBody,
        response: { 200: ChatPosted, 401: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const text = cleanPlainText(request.body.text);
      if (text === '') throw validationError({ text: ['The text field is required.'] });
      return { success: true as const, message: await postUserMessage(app.db, request.user!.id, text, request.body.lang) };
    },
  );
};
