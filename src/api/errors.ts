import { isAxiosError } from './client';

/** The answer of a refused form (422): a message and the texts per field. */
export interface ServerErrors {
  status: number | null;
  message: string | null;
  fields: Record<string, string | undefined>;
}

/** What a failed call says, per field (the first text of each), for the forms. */
export function serverErrors(error: unknown): ServerErrors {
  if (!isAxiosError(error) || !error.response) return { status: null, message: null, fields: {} };
  const data = (error.response.data ?? {}) as { message?: string; errors?: Record<string, string[] | undefined> };
  const fields: Record<string, string | undefined> = {};
  for (const [field, texts] of Object.entries(data.errors ?? {})) fields[field] = texts?.[0];
  return { status: error.response.status, message: data.message ?? null, fields };
}
