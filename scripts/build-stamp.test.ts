import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOutputs, buildState, clearStamp, sourceFiles, sourcesHash, writeStamp } from './build-stamp.mjs';

/** The stamp that lets `npm start` skip the build (scripts/build-if-changed.mjs), on a small checkout of its own. */
let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** What `npm run build` leaves, and its stamp of the sources as they are. */
const built = () => {
  for (const file of buildOutputs(root)) write(path.relative(root, file), 'built');
  writeStamp(root, sourcesHash(root, {}));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('src/main.tsx', 'app');
  write('server/src/server.ts', 'server');
  write('design-system/Button.tsx', 'button');
  write('index.html', '<html>');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('hashes the built sources, not tests, stories, screenshots or what is outside them', () => {
    write('src/main.test.tsx', 'test');
    write('design-system/Button.stories.tsx', 'story');
    write('design-system/__screenshots__/a.png', 'png');
    write('server/test/app.test.ts', 'server test');
    write('README.md', 'docs');
    expect(sourceFiles(root)).toEqual(['design-system/Button.tsx', 'index.html', 'package-lock.json', 'server/src/server.ts', 'src/main.tsx']);
  });

  it('is the same for the same files, whatever their times, and changes with a content, a name, a new or a removed file, or VITE_*', () => {
    const hash = sourcesHash(root, {});
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const later = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(root, 'src/main.tsx'), later, later);
    expect(sourcesHash(root, {})).toBe(hash);
    expect(sourcesHash(root, { NODE_ENV: 'production', HOME: '/x' })).toBe(hash);
    expect(sourcesHash(root, { VITE_MAP: 'a' })).not.toBe(hash);

    write('src/main.tsx', 'app!');
    const edited = sourcesHash(root, {});
    expect(edited).not.toBe(hash);
    write('src/main.tsx', 'app');
    expect(sourcesHash(root, {})).toBe(hash);
    fs.renameSync(path.join(root, 'src/main.tsx'), path.join(root, 'src/start.tsx'));
    expect(sourcesHash(root, {})).not.toBe(hash);
    fs.renameSync(path.join(root, 'src/start.tsx'), path.join(root, 'src/main.tsx'));
    write('public/favicon.svg', '<svg/>');
    expect(sourcesHash(root, {})).not.toBe(hash);
    fs.rmSync(path.join(root, 'public'), { recursive: true });
    fs.rmSync(path.join(root, 'index.html'));
    expect(sourcesHash(root, {})).not.toBe(hash);
    // a test changed: nothing to build
    write('index.html', '<html>');
    write('src/main.test.tsx', 'another test');
    expect(sourcesHash(root, {})).toBe(hash);
  });

  it('tells npm start to build without a build, without a stamp, or with a stale one, and to skip it otherwise', () => {
    expect(buildState(root, {})).toMatchObject({ current: false, reason: 'no build yet (dist/index.html is missing)' });
    built();
    expect(buildState(root, {})).toMatchObject({ current: true, reason: expect.stringMatching(/^the sources are unchanged since the build of \d{4}-/) });

    write('server/src/server.ts', 'server, edited');
    expect(buildState(root, {})).toMatchObject({ current: false, reason: expect.stringMatching(/^the sources changed since the build of /) });
    built();
    expect(buildState(root, {}).current).toBe(true);

    // a build that started clears the stamp: if it fails half way, the next start builds
    clearStamp(root);
    expect(buildState(root, {})).toMatchObject({ current: false, reason: expect.stringMatching(/no stamp/) });
    built();
    fs.rmSync(path.join(root, 'server/dist/server.js'));
    expect(buildState(root, {})).toMatchObject({ current: false, reason: 'no build yet (server/dist/server.js is missing)' });
  });
});
