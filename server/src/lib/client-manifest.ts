import fs from 'node:fs';
import path from 'node:path';
import { APP_PRELOADS_ID } from '../../../src/app/boot.ts';

/** Vite's build manifest: for each source module, its chunk file and what it imports. */
export type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

export function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * The fonts of the first paint in each locale: the body text (Inter 400) and the headings (Lora 700), in the
 * subset of the page's script. The other weights and subsets load when a page uses them (unicode-range).
 */
const FIRST_PAINT_FONTS: Record<string, string[]> = {
  // Digits and punctuation are in the Latin subset: a Russian page needs it too.
  ru: [
    'design-system/fonts/inter-cyrillic-400.woff2',
    'design-system/fonts/inter-latin-400.woff2',
    'design-system/fonts/lora-cyrillic-700.woff2',
  ],
  en: ['design-system/fonts/inter-latin-400.woff2', 'design-system/fonts/lora-latin-700.woff2'],
};

/**
 * The module preloads of everything the entry will start: the app (its dynamic imports, src/app/start.tsx), the
 * messages of the page's locale, the chunks of the page's own route (and what they import beyond the entry). They
 * wait in an inert <template> that the entry puts into the head once the page is painted (src/app/boot.ts,
 * fetchAppCode): then they are fetched all at once, instead of competing with the page's text, fonts and main
 * picture on a slow network. The chunks' CSS is linked at once: it styles the page.
 */
export function pagePreloads(manifest: Manifest, routeIds: string[], locale: string): string {
  // The public site's entry (the console, admin.html, is another one).
  const entry = manifest['index.html'];
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  if (entry?.src) walk(entry.src, loadedByEntry);

  const chunks = new Set<string>();
  for (const app of entry?.dynamicImports ?? []) walk(app, chunks);
  // The messages of the page's locale (precompiled by scripts/vite/precompiled-messages.ts).
  walk(`precompiled-messages:locales/${locale}.json.js`, chunks);
  for (const id of routeIds) {
    const key = Object.keys(manifest).find((candidate) => candidate === `src/${id}.tsx` || candidate === `src/${id}.ts`);
    if (key) walk(key, chunks);
  }
  const modules: string[] = [];
  const styles: string[] = [];
  for (const key of chunks) {
    if (loadedByEntry.has(key)) continue;
    modules.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}" />`);
    for (const css of manifest[key].css ?? []) styles.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
  }
  if (modules.length) styles.push(`<template id="${APP_PRELOADS_ID}">${modules.join('')}</template>`);
  return styles.join('\n    ');
}

/** Preloads of the fonts of the first paint, first in the head so they are asked for before any script. */
export function fontPreloads(manifest: Manifest, locale: string): string {
  return (FIRST_PAINT_FONTS[locale] ?? [])
    .map((font) => manifest[font]?.file)
    .filter(Boolean)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`)
    .join('\n    ');
}

/**
 * Takes Vite's tags out of the built page's head: the stylesheet becomes an inline <style> (a few KB, no
 * render-blocking request before the first paint), the entry script and its module preloads are returned to be
 * placed after the page's own head, fonts and styles.
 */
export function prepareTemplate(template: string, clientDir: string): { template: string; styles: string; scripts: string } {
  const styles: string[] = [];
  const scripts: string[] = [];
  const cleaned = template
    .replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (_tag, file: string) => {
      styles.push(`<style>${fs.readFileSync(path.join(clientDir, file), 'utf8').trim()}</style>`);
      return '';
    })
    .replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
      scripts.push(tag.trim());
      return '';
    });
  return { template: cleaned, styles: styles.join('\n    '), scripts: scripts.join('\n    ') };
}
