import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { QuestionaryBody, QuestionaryResponse, QuestionarySaved } from '../../contracts/questionary.ts';
import { cleanLine, cleanPlainText } from '../../lib/text.ts';
import { findQuestionary, saveQuestionary } from './repository.ts';

/** Cleaned text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined, clean: (raw: string) => string) => {
  const cleaned = value == null ? '' : clean(value);
  return cleaned === '' ? null : cleaned;
};

export const questionaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/questionary',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The user\'s educator questionnaire (null until saved)',
        security: [{ bearer: [] }],
        response: { 200: QuestionaryResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ questionary: await findQuestionary(app.db, request.user!.id) }),
  );

  app.post(
    '/user/questionary',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Save the educator questionnaire (replaces the previous answers)',
        description: 'The site team reads the answers to decide on access to the educators\' tool (card_access).',
        security: [{ bearer: [] }],
        body: QuestionaryBody,
        response: { 200: QuestionarySaved, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { body } = request;
      const subjects = [...new Set((body.subjects ?? []).map(cleanLine).filter((s) => s !== ''))];
      const questionary = await saveQuestionary(app.db, request.user!.id, {
        role: body.role,
        organisation: textOrNull(body.organisation, cleanLine),
        city: textOrNull(body.city, cleanLine),
        subjects,
        usage: textOrNull(body.usage, cleanPlainText),
        comment: textOrNull(body.comment, cleanPlainText),
      });
      return { success: true as const, questionary };
    },
  );
};
