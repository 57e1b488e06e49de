import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { SuccessResponse } from '../../contracts/auth.ts';
import {
  CreateSelectionBody,
  MAX_SELECTIONS,
  Selection,
  SELECTION_NAME_MAX_LENGTH,
  SelectionParams,
  SelectionWithResults,
  SharedSelection,
  SharedSelectionParams,
  UpdateSelectionBody,
} from '../../contracts/selections.ts';
import type { Queryable } from '../../db/db.ts';
import { forbidden, notFound, validationError } from '../../lib/errors.ts';
import { cleanLine } from '../../lib/text.ts';
import { existingHashtagIds, isEducator, itemsWithHashtags } from '../hashtags/repository.ts';
import {
  countSelections,
  createSelection,
  deleteSelection,
  findSelection,
  findSharedSelection,
  listSelections,
  shareSelection,
  unshareSelection,
  updateSelection,
} from './repository.ts';

const NOT_EDUCATOR = 'Saved selections are part of the educators\' tool, open to educators with card access.';
const NOT_FOUND = 'No such selection.';
const NOT_SHARED = 'This link does not open a selection: it was never shared, or sharing was stopped.';

/** The name of a selection, trimmed to one line, with its error. */
function checkName(raw: string): { name: string; error?: string } {
  const name = cleanLine(raw);
  if (!name) return { name, error: 'Enter a name for the selection.' };
  if ([...name].length > SELECTION_NAME_MAX_LENGTH) {
    return { name, error: `The name may be at most ${SELECTION_NAME_MAX_LENGTH} characters.` };
  }
  return { name };
}

/** The chosen hashtag ids without repeats, with the error when there are none or some do not exist. */
async function checkHashtags(db: Queryable, raw: number[]): Promise<{ ids: number[]; error?: string }> {
  const ids = [...new Set(raw)];
  if (ids.length === 0) return { ids, error: 'Choose at least one hashtag.' };
  const known = new Set(await existingHashtagIds(db, ids));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) return { ids, error: `Unknown hashtag id(s): ${unknown.join(', ')}.` };
  return { ids };
}

/**
 * Educators' selections: saved hashtag searches of the educators' tool (beyond the spec). The owner's calls need
 * card_access = 1 (403 otherwise); a shared selection's read-only link needs no sign-in and works while the
 * selection is shared and its owner is an educator.
 */
export const selectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Educators only: 401 without a user, 403 without card access, both before the input is validated. */
  const requireEducator = async (request: FastifyRequest) => {
    if (!(await isEducator(app.db, request.user!.id))) throw forbidden(NOT_EDUCATOR);
  };
  const owner = [app.requireUser, requireEducator];
  const owned = async (userId: number, id: number) => {
    const selection = await findSelection(app.db, userId, id);
    if (!selection) throw notFound(NOT_FOUND);
    return selection;
  };
  /** Applies `change` to the user's own selection (404 for anyone else's) and answers the selection after it. */
  const changeOwned = async (userId: number, id: number, change: (db: Queryable, id: number) => Promise<unknown>) => {
    await owned(userId, id);
    await change(app.db, id);
    return owned(userId, id);
  };
  const withResults = async (selection: Selection) => ({
    ...selection,
    results: await itemsWithHashtags(app.db, selection.lang, selection.hashtags.map((h) => h.id)),
  });
  const ownerSchema = {
    tags: ['hashtags'],
    security: [{ bearer: [] }],
  };
  const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

  app.get(
    '/selections',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'The educator\'s saved selections, last changed first',
        response: { 200: Type.Array(Selection), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => listSelections(app.db, request.user!.id),
  );

  app.post(
    '/selections',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'Save a hashtag search as a named selection',
        description:
          `name: 1–${SELECTION_NAME_MAX_LENGTH} characters; htid: the chosen hashtag ids; lang: the language of the ` +
          `materials found (ru by default). An account keeps at most ${MAX_SELECTIONS} selections. Answers 201 ` +
          'with the selection (not shared yet).',
        body: CreateSelectionBody,
        response: { 201: Selection, 401: ErrorResponse, 403: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { name, error: nameError } = checkName(request.body.name);
      const { ids, error: hashtagError } = await checkHashtags(app.db, request.body.htid);
      const problems: Record<string, string[]> = {};
      if (nameError) problems.name = [nameError];
      if (hashtagError) problems.htid = [hashtagError];
      if (Object.keys(problems).length) throw validationError(problems);
      if ((await countSelections(app.db, userId)) >= MAX_SELECTIONS) {
        throw validationError({ name: [`You already have ${MAX_SELECTIONS} selections. Delete one to save another.`] });
      }
      const id = await app.db.transaction((tx) =>
        createSelection(tx, userId, { name, lang: request.body.lang ?? 'ru', hashtagIds: ids }),
      );
      reply.code(201);
      return owned(userId, id);
    },
  );

  app.get(
    '/selections/:id',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'Open a selection: its hashtags and the materials and courses carrying all of them today',
        params: SelectionParams,
        response: { 200: SelectionWithResults, ...errors },
      },
    },
    async (request) => withResults(await owned(request.user!.id, request.params.id)),
  );

  app.patch(
    '/selections/:id',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'Rename a selection and/or choose its hashtags again',
        description: 'Fields left out stay as they are. A shared selection keeps its link.',
        params: SelectionParams,
        body: UpdateSelectionBody,
        response: { 200: Selection, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await owned(userId, request.params.id);
      const problems: Record<string, string[]> = {};
      const name = request.body.name === undefined ? undefined : checkName(request.body.name);
      if (name?.error) problems.name = [name.error];
      const hashtags = request.body.htid === undefined ? undefined : await checkHashtags(app.db, request.body.htid);
      if (hashtags?.error) problems.htid = [hashtags.error];
      if (Object.keys(problems).length) throw validationError(problems);
      await app.db.transaction((tx) =>
        updateSelection(tx, request.params.id, { name: name?.name, hashtagIds: hashtags?.ids }),
      );
      return owned(userId, request.params.id);
    },
  );

  app.delete(
    '/selections/:id',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'Delete a selection (its shared link stops working)',
        params: SelectionParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteSelection(app.db, request.user!.id, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true, message: 'The selection is deleted.' };
    },
  );

  app.post(
    '/selections/:id/share',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'Share a selection as a read-only link',
        description:
          'Gives the selection a share_token (or keeps the one it has): anyone with GET /api/selections/shared/' +
          '{share_token} sees its name and materials, without signing in, until sharing is stopped.',
        params: SelectionParams,
        response: { 200: Selection, ...errors },
      },
    },
    async (request) => changeOwned(request.user!.id, request.params.id, shareSelection),
  );

  app.delete(
    '/selections/:id/share',
    {
      preValidation: owner,
      schema: {
        ...ownerSchema,
        summary: 'Stop sharing a selection: its link answers 404 from now on',
        description: 'Sharing it again later gives a new link.',
        params: SelectionParams,
        response: { 200: Selection, ...errors },
      },
    },
    async (request) => changeOwned(request.user!.id, request.params.id, unshareSelection),
  );

  app.get(
    '/selections/shared/:token',
    {
      schema: {
        tags: ['hashtags'],
        summary: 'A shared selection, read-only: its name, hashtags and the materials carrying all of them',
        description:
          'Public (no sign-in). 404 when the link was never shared, sharing was stopped, the selection was deleted ' +
          'or its owner no longer has educator access.',
        params: SharedSelectionParams,
        response: { 200: SharedSelection, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const selection = await findSharedSelection(app.db, request.params.token);
      if (!selection) throw notFound(NOT_SHARED);
      const { name, lang, hashtags, results } = await withResults(selection);
      return { name, lang, hashtags, results };
    },
  );
};
