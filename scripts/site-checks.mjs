// `npm run check:site`: the web's own checkers against the built site (server/dist, as `npm start` runs it, on a
// fresh PGlite with the demo content), started once:
//   axe-core   every sitemap URL at 1280 px, the first URL of each kind of page (a material, a place…) also at
//              375 px, and the signed-in profile pages at both (demo account). The first URL of each kind and the
//              profile pages are checked hydrated; the others as the server sent them (their scripts not loaded):
//              what differs between URLs of one kind is content, which the server renders, while what the app adds
//              in the browser is the same code on each (SITE_CHECKS_HYDRATE_ALL=1 hydrates every page);
//   linkinator every link of every page reached from the sitemap URLs: 0 broken internal links; also the sitemap
//              pages that no page links to;
//   html-validate  the server's HTML of every sitemap URL (.htmlvalidate.mjs says which rules are off and why);
//   Spectral   the OpenAPI document (/api/docs/json) with .spectral.yaml.
// Fails on any serious or critical axe finding, a broken link, an HTML error or a Spectral error; prints the counts
// and writes them to .tmp/site-checks.json (SITE_CHECKS_RESULTS) for the summary of `npm test`.
// SITE_CHECKS_ONLY=axe,links,html,openapi runs some of them; SITE_CHECKS_BASE=http://… checks a server already running;
// SITE_CHECKS_DATA=<dir> starts the server from a copy of prepared data (scripts/built-server.mjs --prepare).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { LinkChecker } from 'linkinator';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsFile = path.resolve(root, process.env.SITE_CHECKS_RESULTS ?? '.tmp/site-checks.json');
const only = new Set((process.env.SITE_CHECKS_ONLY ?? 'axe,links,html,openapi').split(','));
/** Pages checked at once per width: the browser and the server share the machine's 2 cores with other tests. */
const concurrency = Number(process.env.SITE_CHECKS_CONCURRENCY ?? 2);
const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
const profilePages = ['data', 'favorites', 'courses', 'materials', 'reviews', 'help', 'questionary'].flatMap((p) =>
  ['ru', 'en'].map((locale) => `/${locale}/profile/${p}`),
);
/**
 * The kind of page a URL shows: its path with the last part (the slug) left out when it has one, e.g.
 * /ru/materials/… or /en/books/chapter/…; /ru/materials and /ru/about-project are kinds of their own.
 */
const pageKind = (url) => (url.split('/').length > 3 ? url.replace(/\/[^/]+$/, '/…') : url);
/**
 * The widths to check a URL at: the phone layout differs by kind of page, not by item (the same components with
 * other texts), so the phone width is checked on the first URL of each kind; 1280 px on every URL.
 */
function widthsByUrl(paths) {
  const seen = new Set();
  return new Map(
    paths.map((url) => {
      const kind = pageKind(url);
      const first = !seen.has(kind);
      seen.add(kind);
      return [url, first ? widths : widths.filter((w) => w.name !== 'phone')];
    }),
  );
}
const demo = { email: 'demo@example.org', password: 'shalom2024' };
const serious = new Set(['serious', 'critical']);
/**
 * axe-core itself, put in every page before the site's scripts (one compile, cached by V8) and run there with
 * axe.run: 0.4–1 s a page here, where @axe-core/playwright's AxeBuilder took 3–5 s (it injects the 500 KB
 * script into each frame on every analyze and finishes each run in a page of its own; 2.5 s in its legacy mode).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs `work` on every item, `limit` at a time, in order of the list. */
async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // SITE_CHECKS_SAMPLE=N: every Nth URL only (trying the checkers out).
  const every = Number(process.env.SITE_CHECKS_SAMPLE ?? 1);
  return paths.filter((_, i) => i % every === 0);
}

/**
 * axe on each page at its widths (widthsByUrl); the profile pages signed in as the demo reader, at both. A page is
 * loaded once at its first width, then widened and checked again (the layout follows the width alone: no touch or
 * pointer queries).
 */
async function runAxe(base, paths) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!login.ok) throw new Error(`sign-in of ${demo.email}: ${login.status}`);
  const { token } = await login.json();
  const browser = await chromium.launch({ executablePath: findChromium({ shell: true }), args: chromiumArgs });
  const findings = [];
  let pages = 0;
  const started = Date.now();
  /** The app's own work done: two frames painted, then an idle moment. */
  const settled = (page) =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 3000 }))),
        ),
    );
  const check = async (page, url, load, at = widths) => {
    for (const [index, { name, viewport }] of at.entries()) {
      try {
        await page.setViewportSize(viewport);
        // A page that did not come in time (the machine shared with other tests) is asked once more.
        if (index === 0) await load().catch(load);
        await settled(page);
        // eslint-disable-next-line no-undef -- axe is the page's global (the init script)
        const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
        pages += 1;
        if (pages % 100 === 0) console.log(`  axe: ${pages} page checks (${seconds(started)} s)`);
        for (const v of result.violations) {
          findings.push({ url, width: name, id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, target: v.nodes[0]?.target?.join(' ') });
        }
      } catch (error) {
        findings.push({ url, width: name, id: 'check-failed', impact: 'critical', help: String(error.message).split('\n')[0] });
      }
    }
  };
  try {
    // Pictures, fonts and media add nothing axe reads (alt texts are in the DOM) and cost the server and the CPU;
    // the server's HTML is checked without the app's scripts (the header comment says why).
    const media = 'avif|webp|jpe?g|png|gif|svg|woff2?|mp3|mp4|webm';
    const open = async (skipped) => {
      const context = await browser.newContext({ viewport: widths[0].viewport, baseURL: base, reducedMotion: 'reduce' });
      await context.route(new RegExp(`\\.(?:${skipped})(?:\\?|$)`), (route) => route.abort());
      await context.addInitScript(axeSource);
      context.setDefaultNavigationTimeout(60_000);
      const pages = await Promise.all(Array.from({ length: concurrency }, () => context.newPage()));
      return { context, pages };
    };
    const hydrated = await open(media);
    const serverHtml = await open(`${media}|js`);
    const widthsOf = widthsByUrl(paths);
    await pool(paths, concurrency, async (url) => {
      const { pages: free } = widthsOf.get(url).length > 1 || process.env.SITE_CHECKS_HYDRATE_ALL ? hydrated : serverHtml;
      const page = free.pop();
      await check(page, url, () => page.goto(url, { waitUntil: 'load' }), widthsOf.get(url));
      free.push(page);
    });
    await serverHtml.context.close();
    // Signed in: the token where the app keeps it, then each profile page once its data has come.
    const page = hydrated.pages[0];
    await page.goto('/ru/about-project');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    for (const url of profilePages) await check(page, url, () => page.goto(url, { waitUntil: 'networkidle' }));
    await hydrated.context.close();
  } finally {
    await browser.close();
  }
  return { pages, findings };
}

/**
 * linkinator over the site: every page reached from the home pages (/ru, /en) and every link on it; then the
 * sitemap pages it did not reach, which no page links to, and their links. Internal links only.
 */
async function runLinks(base, paths) {
  const options = {
    concurrency: 4,
    // No timeout: linkinator 7 aborts a slow answer's body with an error event no one handles, which ends the
    // process (seen under load). The server is local; the step has CI's limit.
    // A busy machine (axe and the other checkers share it) can drop a connection: asked again, not counted broken.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 2000,
    // Other sites are not reached from here. The responsive variants (/img/{width}/{format}/…, ten widths in two
    // formats) are made on request from the /storage/ picture that is checked, at seconds of sharp each; the
    // server tests check the route.
    linksToSkip: async (link) => !link.startsWith(base) || /^\/img\/\d+\//.test(link.slice(base.length)),
  };
  const pathOf = (url) => new URL(url).pathname.replace(/(.)\/$/, '$1');
  const crawl = await new LinkChecker().check({ ...options, path: [`${base}/ru`, `${base}/en`], recurse: true });
  const reached = new Set(crawl.links.filter((l) => l.state === 'OK').map((l) => pathOf(l.url)));
  const orphans = paths.filter((p) => !reached.has(pathOf(`${base}${p}`)));
  const rest = orphans.length ? await new LinkChecker().check({ ...options, path: orphans.map((p) => `${base}${p}`), recurse: false }) : { links: [] };
  const links = [...crawl.links, ...rest.links];
  const broken = links.filter((l) => l.state === 'BROKEN');
  return {
    checked: links.length,
    broken: broken.map((l) => ({ url: l.url.replace(base, ''), status: l.status, parent: l.parent?.replace(base, '') })),
    orphans,
  };
}

/** html-validate over the server's HTML of each sitemap URL. */
async function runHtml(base, paths) {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const findings = [];
  await pool(paths, 4, async (url) => {
    const html = await (await fetch(`${base}${url}`)).text();
    const report = await validator.validateString(html, path.join(root, 'site.html'));
    for (const result of report.results) {
      for (const m of result.messages) {
        findings.push({ url, rule: m.ruleId, severity: m.severity === 2 ? 'error' : 'warning', message: m.message, line: m.line });
      }
    }
  });
  return { pages: paths.length, findings };
}

/** Spectral on the OpenAPI document, with .spectral.yaml. */
async function runOpenApi(base) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const doc = path.join(dir, 'openapi.json');
  const out = path.join(dir, 'spectral.json');
  fs.writeFileSync(doc, await (await fetch(`${base}/api/docs/json`)).text());
  const bin = path.join(root, 'node_modules/.bin/spectral');
  const args = ['lint', doc, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--output', out, '--fail-severity', 'error', '--quiet'];
  await promisify(execFile)(bin, args, { cwd: root }).catch((error) => {
    if (!fs.existsSync(out)) throw error;
  });
  const severities = ['error', 'warning', 'info', 'hint'];
  const findings = JSON.parse(fs.readFileSync(out, 'utf8') || '[]').map((f) => ({
    rule: f.code,
    severity: severities[f.severity],
    message: f.message,
    path: f.path.join('.'),
  }));
  const operations = Object.values(JSON.parse(fs.readFileSync(doc, 'utf8')).paths ?? {}).reduce((n, ops) => n + Object.keys(ops).length, 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return { operations, findings };
}

/** `rule ×N` for the most frequent rules of a list of findings. */
function tallyBy(findings, key) {
  const counts = new Map();
  for (const f of findings) counts.set(f[key], (counts.get(f[key]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`).join(', ');
}

const started = Date.now();
let server;
const base = process.env.SITE_CHECKS_BASE ?? (server = await startBuiltServer({ env: { RATE_LIMIT_MAX: '1000' }, from: process.env.SITE_CHECKS_DATA })).base;
console.log(`site: ${base}${server ? ` (server/dist, ready in ${seconds(started)} s)` : ''}`);
const summary = { passed: 0, failed: 0, failures: [], counts: {} };
const fail = (count, line) => {
  summary.failed += count;
  summary.failures.push(line);
};
try {
  const paths = await sitemapPaths(base);
  console.log(`sitemap: ${paths.length} URLs`);
  const jobs = [];
  if (only.has('openapi')) {
    jobs.push(
      (async () => {
        const t = Date.now();
        const { operations, findings } = await runOpenApi(base);
        const errors = findings.filter((f) => f.severity === 'error');
        summary.counts.spectral = { operations, errors: errors.length, warnings: findings.length - errors.length };
        console.log(`Spectral: ${operations} operations, ${errors.length} errors, ${findings.length - errors.length} warnings (${seconds(t)} s)`);
        if (findings.length) console.log(`  ${tallyBy(findings, 'rule')}`);
        for (const f of findings.slice(0, 15)) console.log(`  ${f.severity} ${f.rule} ${f.path}: ${f.message}`);
        if (errors.length) fail(errors.length, `Spectral: ${errors.length} errors (${tallyBy(errors, 'rule')})`);
        else summary.passed += 1;
      })(),
    );
  }
  if (only.has('html')) {
    jobs.push(
      (async () => {
        const t = Date.now();
        const { pages, findings } = await runHtml(base, paths);
        const errors = findings.filter((f) => f.severity === 'error');
        const badPages = new Set(errors.map((f) => f.url));
        summary.counts.html = { pages, errors: errors.length, warnings: findings.length - errors.length, pagesWithErrors: badPages.size };
        console.log(`html-validate: ${pages} pages, ${errors.length} errors on ${badPages.size} pages, ${findings.length - errors.length} warnings (${seconds(t)} s)`);
        if (findings.length) console.log(`  ${tallyBy(findings, 'rule')}`);
        const seen = new Set();
        for (const f of findings) {
          if (seen.has(f.rule)) continue;
          seen.add(f.rule);
          console.log(`  ${f.severity} ${f.rule} ${f.url}:${f.line}: ${f.message}`);
        }
        summary.passed += pages - badPages.size;
        if (errors.length) fail(badPages.size, `html-validate: ${errors.length} errors on ${badPages.size} pages (${tallyBy(errors, 'rule')})`);
      })(),
    );
  }
  if (only.has('links')) {
    jobs.push(
      (async () => {
        const t = Date.now();
        const { checked, broken, orphans } = await runLinks(base, paths);
        summary.counts.links = { checked, broken: broken.length, orphans: orphans.length };
        console.log(`linkinator: ${checked} links, ${broken.length} broken, ${orphans.length} sitemap pages linked from no page (${seconds(t)} s)`);
        for (const b of broken.slice(0, 30)) console.log(`  broken ${b.status} ${b.url} (on ${b.parent})`);
        for (const o of orphans) console.log(`  linked from no page: ${o}`);
        summary.passed += checked - broken.length;
        if (broken.length) fail(broken.length, `linkinator: ${broken.length} broken links (${broken.slice(0, 3).map((b) => `${b.url} on ${b.parent}`).join('; ')})`);
      })(),
    );
  }
  if (only.has('axe')) {
    jobs.push(
      (async () => {
        const t = Date.now();
        const { pages, findings } = await runAxe(base, paths);
        const bad = findings.filter((f) => serious.has(f.impact));
        const byImpact = Object.fromEntries(['critical', 'serious', 'moderate', 'minor'].map((i) => [i, findings.filter((f) => f.impact === i).length]));
        summary.counts.axe = { pages, ...byImpact };
        console.log(`axe: ${pages} page checks (${paths.length} URLs at 1280 px, ${new Set(paths.map(pageKind)).size} kinds of page also at 375 px and hydrated, the others as server HTML; ${profilePages.length} profile pages at both), violations ${JSON.stringify(byImpact)} (${seconds(t)} s)`);
        if (findings.length) console.log(`  ${tallyBy(findings, 'id')}`);
        const seen = new Set();
        for (const f of findings) {
          const key = `${f.id} ${f.url.replace(/\/[^/]+$/, '/…')}`;
          if (seen.has(key)) continue;
          seen.add(key);
          console.log(`  ${f.impact} ${f.id} ${f.url} [${f.width}] ${f.help}${f.target ? ` — ${f.target}` : ''}`);
        }
        const badPages = new Set(bad.map((f) => `${f.url} ${f.width}`));
        summary.passed += pages - badPages.size;
        if (bad.length) fail(badPages.size, `axe: ${bad.length} serious/critical violations on ${badPages.size} page checks (${tallyBy(bad, 'id')})`);
      })(),
    );
  }
  await Promise.all(jobs);
} catch (error) {
  fail(1, `site checks: ${error.message}`);
  console.error(error);
} finally {
  await server?.stop();
}
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, JSON.stringify(summary, null, 2));
console.log(`site checks: ${seconds(started)} s`);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(summary.failed ? 1 : 0);
