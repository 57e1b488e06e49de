import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';

export type UploadKind = 'image' | 'audio';
/** Which answer of POST /api/admin/uploads a field keeps: the master `path` or one of its `variants`. */
export interface UploadField {
  kind: UploadKind;
  variant?: 'path' | 'preview' | 'thumbnail' | 'banner' | 'full' | 'og' | 'audio';
}
export type UploadFields = Record<string, Record<string, UploadField>>;

/** The fields of each resource that hold a stored file (see server/src/routes/admin/README.md, "Uploads"). */
export const uploadFields: UploadFields = {
  materials: {
    preview: { kind: 'image', variant: 'preview' },
    image: { kind: 'image', variant: 'banner' },
    audio: { kind: 'audio', variant: 'path' },
  },
  courses: {
    preview: { kind: 'image', variant: 'preview' },
    image_banner: { kind: 'image', variant: 'banner' },
  },
  team_members: { avatar: { kind: 'image' }, audio: { kind: 'audio' } },
  places: { image_preview: { kind: 'image' } },
  books: { image: { kind: 'image' } },
  gallery_items: { image: { kind: 'image' } },
  dishes: { image: { kind: 'image' } },
};

export interface UploadAnswer {
  path: string;
  variants: Record<string, string>;
}

/** What a file input holds: a new file to send, or the stored path shown with its preview. */
interface FileValue {
  rawFile?: File;
  path?: string;
  src?: string;
}

/** The form value of a stored path, for ImageInput/FileInput (the preview reads `src`). */
export function fileValue(path: unknown): unknown {
  if (typeof path !== 'string' || path === '') return path ?? null;
  return { path, src: path.startsWith('/') ? path : `/storage/${path}`, title: path.split('/').pop() };
}

/** POSTs one file to /api/admin/uploads. */
export function makeUploader(apiUrl: string, httpClient: HttpClient) {
  return async (file: File, kind: UploadKind): Promise<UploadAnswer> => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    const { json } = await httpClient(`${apiUrl}/uploads`, { method: 'POST', body });
    return json as UploadAnswer;
  };
}

/** Turns a file input's value into the path to store, uploading a new file first. */
async function resolveFile(value: unknown, field: UploadField, upload: ReturnType<typeof makeUploader>): Promise<unknown> {
  if (value == null || typeof value === 'string') return value ?? null;
  const file = value as FileValue;
  if (file.rawFile instanceof Blob) {
    const answer = await upload(file.rawFile as File, field.kind);
    const variant = field.variant ?? 'path';
    return variant === 'path' ? answer.path : (answer.variants[variant] ?? answer.path);
  }
  if (typeof file.path === 'string') return file.path;
  return null;
}

/** The record to send: every file field of the resource replaced by its stored path. */
export async function withUploadedFiles(
  resource: string,
  data: Record<string, unknown>,
  upload: ReturnType<typeof makeUploader>,
  fields: UploadFields = uploadFields,
): Promise<Record<string, unknown>> {
  const spec = fields[resource];
  if (!spec) return data;
  const out: Record<string, unknown> = { ...data };
  for (const [name, field] of Object.entries(spec)) {
    if (name in out) out[name] = await resolveFile(out[name], field, upload);
  }
  return out;
}

/** A data provider whose create and update upload new files first and store the answered paths. */
export function withUploads(provider: DataProvider, upload: ReturnType<typeof makeUploader>, fields: UploadFields = uploadFields): DataProvider {
  return {
    ...provider,
    create: async (resource, params) =>
      provider.create(resource, { ...params, data: await withUploadedFiles(resource, params.data as Record<string, unknown>, upload, fields) }),
    update: async (resource, params) =>
      provider.update(resource, { ...params, data: await withUploadedFiles(resource, params.data as Record<string, unknown>, upload, fields) }),
  };
}
