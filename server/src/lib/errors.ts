/** An error a client caused, answered with its status and message (see plugins/errors.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages for 422 answers: { field: ['text'] }. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);

/** 422 with the spec's shape: the first message on top, every message under its field. */
export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, first, errors);
}
