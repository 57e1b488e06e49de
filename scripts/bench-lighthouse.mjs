// `npm run bench:lighthouse [-- --base http://localhost:8080] [--runs 3] [--pages /ru,/en/materials]`:
// Lighthouse 12.8 (the last release for Node 20) in Debian's Chromium, mobile with the default (simulated)
// throttling, the median of N runs per page; prints performance, accessibility, best practices and SEO scores,
// LCP, CLS, TBT and the JavaScript transferred. Without --base it builds nothing: it starts the server of the
// current build (npm run build first: the client and the compiled server) on a free port with a fresh demo
// database, and stops it at the end.
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startBuiltServer } from './built-server.mjs';
import { chromiumArgs, findChromium } from './chromium.mjs';

const { values } = parseArgs({
  options: { base: { type: 'string' }, runs: { type: 'string', default: '3' }, pages: { type: 'string' } },
});
const runs = Number(values.runs);

const server = values.base ? { base: values.base.replace(/\/$/, ''), stop: async () => {} } : await startBuiltServer();
const firstSlug = async (kind, lang) => {
  const list = await (await fetch(`${server.base}/api/${kind}?lang=${lang}&page=0&per_page=1&filterBy=popular`)).json();
  return list[0]?.slug;
};
const pages = values.pages
  ? values.pages.split(',')
  : (
      await Promise.all(
        ['ru', 'en'].map(async (lang) => [
          `/${lang}`,
          `/${lang}/materials`,
          `/${lang}/materials/${await firstSlug('materials', lang)}`,
          `/${lang}/courses/${await firstSlug('courses', lang)}`,
        ]),
      )
    ).flat();

const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: [...chromiumArgs, '--headless=new'] });
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const rows = [];
try {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: scripts?.transferSize ?? 0,
      });
    }
    // The median run by performance score, as Lighthouse recommends (its metrics belong together).
    const byScore = [...results].sort((a, b) => a.performance - b.performance);
    const mid = byScore[Math.floor(byScore.length / 2)];
    rows.push({ page, ...mid, performance: median(results.map((r) => r.performance)) });
    console.log(`measured ${page}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, median of ${runs}\n`);
console.log('page                                   perf  a11y  best   seo   LCP s   CLS    TBT ms  JS KiB');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(38)} ${String(Math.round(r.performance)).padStart(4)}  ${String(Math.round(r.accessibility)).padStart(4)}  ${String(Math.round(r.bestPractices)).padStart(4)}  ${String(Math.round(r.seo)).padStart(4)}  ${(r.lcp / 1000).toFixed(2).padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${String(Math.round(r.tbt)).padStart(7)}  ${(r.js / 1024).toFixed(0).padStart(6)}`,
  );
}
