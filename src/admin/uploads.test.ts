import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { fileValue, makeUploader, withUploadedFiles, withUploads } from './uploads';
import type { HttpClient } from './http';

/** A fake httpClient that answers POST /uploads like the server (paths relative to /storage/). */
function fakeHttp() {
  const calls: { url: string; kind: string | null; file: string | null }[] = [];
  const client: HttpClient = async (url, options = {}) => {
    const body = options.body as FormData;
    const file = body.get('file') as File | null;
    calls.push({ url, kind: body.get('kind') as string | null, file: file?.name ?? null });
    const hash = `h${calls.length}`;
    const json =
      body.get('kind') === 'audio'
        ? { path: `uploads/${hash}.mp3`, variants: { audio: `uploads/${hash}.mp3` } }
        : { path: `uploads/${hash}.jpg`, variants: { preview: `uploads/preview_${hash}.jpg`, banner: `uploads/banner_${hash}.jpg` } };
    return { status: 201, headers: new Headers(), body: JSON.stringify(json), json };
  };
  return { client, calls };
}

const newFile = (name: string, type: string) => ({ rawFile: new File(['x'], name, { type }), src: 'blob:x', title: name });

describe('withUploadedFiles', () => {
  it('uploads new files first and stores the variant each field keeps', async () => {
    const { client, calls } = fakeHttp();
    const data = await withUploadedFiles(
      'materials',
      { title: 'T', preview: newFile('p.png', 'image/png'), image: newFile('b.png', 'image/png'), audio: newFile('a.mp3', 'audio/mpeg') },
      makeUploader('/api/admin', client),
    );
    expect(calls).toEqual([
      { url: '/api/admin/uploads', kind: 'image', file: 'p.png' },
      { url: '/api/admin/uploads', kind: 'image', file: 'b.png' },
      { url: '/api/admin/uploads', kind: 'audio', file: 'a.mp3' },
    ]);
    expect(data).toEqual({ title: 'T', preview: 'uploads/preview_h1.jpg', image: 'uploads/banner_h2.jpg', audio: 'uploads/h3.mp3' });
  });

  it('keeps stored paths, sends null for a removed file, and leaves other resources alone', async () => {
    const { client, calls } = fakeHttp();
    const upload = makeUploader('/api/admin', client);
    expect(await withUploadedFiles('materials', { preview: fileValue('uploads/old.jpg'), image: null, audio: 'uploads/a.mp3' }, upload)).toEqual({
      preview: 'uploads/old.jpg',
      image: null,
      audio: 'uploads/a.mp3',
    });
    expect(await withUploadedFiles('tags', { color: '#fff' }, upload)).toEqual({ color: '#fff' });
    expect(calls).toHaveLength(0);
  });

  it('stores the master path where no variant is named (team avatars)', async () => {
    const { client } = fakeHttp();
    expect(await withUploadedFiles('team_members', { avatar: newFile('x.jpg', 'image/jpeg') }, makeUploader('/api/admin', client))).toEqual({
      avatar: 'uploads/h1.jpg',
    });
  });
});

describe('withUploads', () => {
  it('wraps create and update of the data provider, passing everything else through', async () => {
    const { client } = fakeHttp();
    const base = {
      create: vi.fn(async (_resource: string, params: { data: unknown }) => ({ data: { id: 1, ...(params.data as object) } })),
      update: vi.fn(async (_resource: string, params: { data: unknown }) => ({ data: { id: 1, ...(params.data as object) } })),
      getList: vi.fn(),
    } as unknown as DataProvider;
    const provider = withUploads(base, makeUploader('/api/admin', client));
    await provider.create('courses', { data: { image_banner: newFile('b.png', 'image/png') } });
    expect(base.create).toHaveBeenCalledWith('courses', { data: { image_banner: 'uploads/banner_h1.jpg' } });
    await provider.update('courses', { id: 1, data: { preview: fileValue('uploads/p.jpg') }, previousData: { id: 1 } });
    expect(base.update).toHaveBeenCalledWith('courses', { id: 1, data: { preview: 'uploads/p.jpg' }, previousData: { id: 1 } });
    expect(provider.getList).toBe(base.getList);
  });
});

describe('fileValue', () => {
  it('shows a stored path through /storage/', () => {
    expect(fileValue('uploads/a.jpg')).toEqual({ path: 'uploads/a.jpg', src: '/storage/uploads/a.jpg', title: 'a.jpg' });
    expect(fileValue(null)).toBeNull();
    expect(fileValue('')).toBe('');
  });
});
