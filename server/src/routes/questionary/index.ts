import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { QuestionaryBody, QuestionaryResponse, QuestionarySaved } from '../../contracts/questionary.ts';
import { validationError } from '../../lib/errors.ts';
import { cleanLine, cleanPlainText } from '../../lib/text.ts';
import { findQuestionary, saveQuestionary } from './repository.ts';

/** Cleaned text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined, clean: (raw: string) => string) => {
  const cleaned = value == null ? '' : clean(value);
  return cleaned === '' ? null : cleaned;
};

/**
 * The answers the team needs to decide on access (issue 19): a questionnaire without them is refused with a message
 * per field; subjects and the free comment stay optional. The profile form shows these in the reader's language.
 */
export const QUESTIONARY_REQUIRED = {
  organisation: 'Enter your school, university or organisation.',
  city: 'Enter your city.',
  usage: 'Tell us how you will use the educators\' tool.',
} as const;

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
        description:
          'The site team reads the answers to decide on access to the educators\' tool (card_access). `role`, ' +
          '`organisation`, `city` and `usage` are required (422 with a message per missing field, blanks count as ' +
          'missing); `subjects` and `comment` are optional.',
        security: [{ bearer: [] }],
        body: QuestionaryBody,
        response: { 200: QuestionarySaved, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { body } = request;
      const subjects = [...new Set((body.subjects ?? []).map(cleanLine).filter((s) => s !== ''))];
      const answers = {
        role: body.role,
        organisation: textOrNull(body.organisation, cleanLine),
        city: textOrNull(body.city, cleanLine),
        subjects,
        usage: textOrNull(body.usage, cleanPlainText),
        comment: textOrNull(body.comment, cleanPlainText),
      };
      const missing = Object.entries(QUESTIONARY_REQUIRED).filter(([field]) => answers[field as keyof typeof QUESTIONARY_REQUIRED] === null);
      if (missing.length) throw validationError(Object.fromEntries(missing.map(([field, text]) => [field, [text]])));
      const questionary = await saveQuestionary(app.db, request.user!.id, answers);
      return { success: true as const, questionary };
    },
  );
};
