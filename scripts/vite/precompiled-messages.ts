import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]locales[\\/](ru|en)\.json$/;
const PREFIX = '\0precompiled-messages:';
/** The files that define messages (the same that scripts/i18n-check.ts reads). */
const MESSAGE_FILE = /(\.messages|[\\/]messages|Messages)\.ts$/;
/** A string literal: '…', "…" or `…` without substitutions. */
const LITERAL = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\`(?:[^\`\\$]|\\.)*\`)`;
/** `defaultMessage: 'text'` (or texts joined with +) with the comma before it, or after it when it comes first. */
const DEFAULT_MESSAGE = new RegExp(String.raw`,\s*defaultMessage\s*:\s*${LITERAL}(?:\s*\+\s*${LITERAL})*|defaultMessage\s*:\s*${LITERAL}(?:\s*\+\s*${LITERAL})*\s*,?`, 'g');

/**
 * The English default texts of the message descriptors, taken out of the browser's code: every message is in the
 * catalogues (npm run i18n:check), and react-intl only reads a default when a catalogue lacks the id. They were
 * part of every chunk that names a message.
 */
export function withoutDefaultMessages(code: string): string {
  return code.replace(DEFAULT_MESSAGE, '');
}

/**
 * The client build ships the message catalogues already parsed (ICU → AST, as `formatjs compile --ast` does), so
 * the browser needs no ICU parser: `@formatjs/icu-messageformat-parser` resolves to its `no-parser` variant
 * (react-intl's documented way; about 9 KB gzip less). Every message is in the catalogues (npm run i18n:check),
 * so react-intl never has to parse a defaultMessage: the descriptors lose theirs (withoutDefaultMessages). The
 * server and Storybook keep plain strings and the descriptors as written.
 */
export function precompiledMessages(): Plugin {
  let root = process.cwd();
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!CATALOGUE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // A virtual id that does not end in .json, so Vite's JSON plugin leaves it alone; relative to the root, so
      // the build manifest names it `precompiled-messages:locales/ru.json.js` wherever the repository is.
      return resolved ? `${PREFIX}${path.relative(root, resolved.id)}.js` : null;
    },
    transform(code, id) {
      if (!MESSAGE_FILE.test(id.split('?')[0]) || id.includes('/node_modules/')) return null;
      return { code: withoutDefaultMessages(code), map: null };
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = path.resolve(root, id.slice(PREFIX.length, -'.js'.length));
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
