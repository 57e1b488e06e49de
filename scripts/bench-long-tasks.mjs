// `node scripts/bench-long-tasks.mjs --base http://localhost:8080[,http://localhost:8081] --pages /ru/map,/ru/map/jericho
//   [--runs 5] [--cpu 4] [--phone] [--usable '[data-map-state]'] [--ready '[data-map-state="ready"]']`
// Figures that do not depend much on how busy the machine is: each page opened in a fresh Chromium context (a first
// visit) with the CPU throttled (default 4×, as Lighthouse's mobile profile), and counted in the page itself:
//   - long tasks (PerformanceObserver 'longtask') and their blocking time (the part of each over 50 ms, as TBT),
//     before the page is usable (the `--usable` selector appears, or 'hydrated': React has taken over the page)
//     and after, until the `--ready` selector appears (e.g. the map's markers) and `--settle` ms more;
//   - JavaScript fetched before it is usable and in all (decoded bytes: what the browser parses);
//   - fonts fetched (count and bytes as sent).
// With several bases (before and after builds), the runs alternate between them, so both are measured in the same
// minutes; the table gives the median of the runs per base and page. The load average is printed with it.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    pages: { type: 'string', default: '/ru/map' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    phone: { type: 'boolean', default: false },
    usable: { type: 'string' },
    ready: { type: 'string' },
    settle: { type: 'string', default: '3000' },
  },
});
if (!values.base) throw new Error('--base is required (one or more comma-separated servers)');
const bases = values.base.split(',').map((b) => b.replace(/\/$/, ''));
const pages = values.pages.split(',');
const runs = Number(values.runs);
const settle = Number(values.settle);

// Runs in the page before any of its scripts: long tasks, and when the usable/ready selectors first match.
const probe = ({ usable, ready }) => {
  const w = window;
  w.__bench = { longTasks: [], usableAt: null, readyAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // 'hydrated': React has taken over the server's HTML (its fiber is on the page's main element); hydration need
  // not change the DOM, so this one is polled.
  const hydrated = () => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  };
  const matches = (selector) => (selector === 'hydrated' ? hydrated() : !!document.querySelector(selector));
  const check = () => {
    if (usable && w.__bench.usableAt === null && matches(usable)) w.__bench.usableAt = performance.now();
    if (ready && w.__bench.readyAt === null && matches(ready)) w.__bench.readyAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const poll = setInterval(() => {
    check();
    if (w.__bench.usableAt !== null && (!ready || w.__bench.readyAt !== null)) clearInterval(poll);
  }, 20);
};

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const median = (numbers) => {
  const sorted = numbers.filter((n) => n !== null && !Number.isNaN(n)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

async function measure(base, pagePath) {
  const context = await browser.newContext(
    values.phone
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : { viewport: { width: 1350, height: 940 } },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await page.addInitScript(probe, { usable: values.usable ?? null, ready: values.ready ?? null });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  if (values.ready) await page.waitForSelector(values.ready, { state: 'attached', timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(settle);
  const result = await page.evaluate(() => {
    const { longTasks, usableAt, readyAt } = window.__bench;
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((r) => /\.m?js(\?|$)/.test(new URL(r.name).pathname));
    const fonts = resources.filter((r) => /\.woff2?(\?|$)/.test(new URL(r.name).pathname));
    const blocking = (tasks) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const before = usableAt ?? Infinity;
    return {
      usableAt,
      readyAt,
      longTasks: longTasks.length,
      blocking: blocking(longTasks),
      blockingBeforeUsable: blocking(longTasks.filter((t) => t.start < before)),
      blockingAfterUsable: blocking(longTasks.filter((t) => t.start >= before)),
      longestAfterUsable: Math.max(0, ...longTasks.filter((t) => t.start >= before).map((t) => t.duration)),
      jsBeforeUsable: scripts.filter((r) => r.responseEnd < before).reduce((sum, r) => sum + r.decodedBodySize, 0),
      jsAll: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
      fonts: fonts.length,
      fontBytes: fonts.reduce((sum, r) => sum + (r.encodedBodySize || r.transferSize), 0),
      fontFiles: fonts.map((r) => new URL(r.name).pathname.split('/').pop()).sort(),
      preloadedFonts: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => new URL(l.href).pathname.split('/').pop()),
    };
  });
  Object.assign(result, await page.evaluate(facesUsed));
  await context.close();
  return result;
}

/**
 * The font files the page's text needs (family, weight as the browser matches it among the site's faces, subset by
 * its characters), on the whole page and on its first screen. Runs in the page.
 */
function facesUsed() {
  const weights = { Inter: [400, 500, 600, 700], Lora: [500, 700] };
  // CSS font matching (CSS Fonts 4, §5.2) among the weights a family has.
  const match = (available, wanted) => {
    if (available.includes(wanted)) return wanted;
    const up = available.filter((w) => w > wanted).sort((a, b) => a - b);
    const down = available.filter((w) => w < wanted).sort((a, b) => b - a);
    if (wanted >= 400 && wanted <= 500) {
      const between = up.filter((w) => w <= 500);
      if (between.length) return between[0];
      return down[0] ?? up[0];
    }
    return wanted < 400 ? (down[0] ?? up[0]) : (up[0] ?? down[0]);
  };
  const all = new Set();
  const first = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.replace(/\s+/g, ' ');
    if (!text.trim()) continue;
    const style = getComputedStyle(node.parentElement);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) continue;
    const family = style.fontFamily.split(',')[0].replace(/["']/g, '').trim();
    if (!weights[family]) continue;
    const weight = match(weights[family], Number(style.fontWeight));
    const subsets = [];
    if (/[\u0400-\u045F\u0490\u0491\u04B0\u04B1\u2116]|\u0301/.test(text)) subsets.push('cyrillic');
    // Latin letters, and what both scripts use (spaces, digits, punctuation): the Cyrillic files carry the latter too.
    if (/[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u0131\u0152\u0153]/.test(text)) subsets.push('latin');
    else if (/[^\u0400-\u045F\u0490\u0491\u04B0\u04B1\u2116]/.test(text.replaceAll('\u0301', ''))) subsets.push('common');
    const onFirstScreen = rects.some((r) => r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth);
    for (const subset of subsets) {
      const file = `${family.toLowerCase()}-${subset}-${weight}.woff2`;
      all.add(file);
      if (onFirstScreen) first.add(file);
    }
  }
  return { facesAll: [...all].sort(), facesFirstScreen: [...first].sort() };
}

const results = new Map();
for (let run = 0; run < runs; run += 1) {
  for (const pagePath of pages) {
    for (const base of bases) {
      const key = `${base} ${pagePath}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(await measure(base, pagePath));
    }
  }
  process.stdout.write(`run ${run + 1}/${runs} done, load average ${os.loadavg()[0].toFixed(1)}\n`);
}
await browser.close();

const ms = (n) => (n === null ? '   -' : String(Math.round(n)).padStart(5));
const kb = (n) => (n === null ? '   -' : (n / 1024).toFixed(0).padStart(5));
console.log(`\nChromium, CPU ${values.cpu}× slower, ${values.phone ? 'phone' : 'desktop'} viewport, first visit, median of ${runs}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('base / page                                        usable  ready  long  TBT-like  before  after  longest  JS KiB<usable  JS KiB  fonts  font KiB');
for (const [key, list] of results) {
  const m = (field) => median(list.map((r) => r[field]));
  console.log(
    `${key.padEnd(50)} ${ms(m('usableAt'))}  ${ms(m('readyAt'))}  ${String(m('longTasks')).padStart(4)}  ${ms(m('blocking'))}    ${ms(m('blockingBeforeUsable'))}  ${ms(m('blockingAfterUsable'))}  ${ms(m('longestAfterUsable'))}    ${kb(m('jsBeforeUsable'))}       ${kb(m('jsAll'))}  ${String(m('fonts')).padStart(5)}  ${kb(m('fontBytes'))}`,
  );
  console.log(`${''.padEnd(50)} fonts fetched: ${list[0].fontFiles.join(' ')}`);
  console.log(`${''.padEnd(50)} preloaded:     ${list[0].preloadedFonts.join(' ')}`);
  console.log(`${''.padEnd(50)} first screen:  ${list[0].facesFirstScreen.join(' ')}`);
  console.log(`${''.padEnd(50)} whole page:    ${list[0].facesAll.join(' ')}`);
}
