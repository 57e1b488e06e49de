// `npm run bench:next-page [-- --base http://localhost:8080] [--runs 7] [--dwell 400] [--phone-dwell 1500]
//   [--profiles desktop,phone] [--scenarios card,menu,next] [--modes off,on] [--verbose]`
// How long the next page takes after a reader's tap or click (issue 20), in Chromium against the built site: the
// time from the press (pointerdown, or touchstart on a phone) to the frame in which the new page's content is painted
// (the heading and, for a list, its cards; for a course's Next, the next material's title), measured in the page.
//   - card: a material card on the home page → the material;
//   - menu: the header's "Материалы" on a material page (on a phone: the menu, then the item) → the list;
//   - next: "Следующий материал" at the end of a course's material → the next material (the same page: no fetch either way).
// Profiles: desktop (1350×940, no throttling) and phone (412×823, touch, CPU 4× slower, and the network of
// Lighthouse's mobile run as DevTools applies it: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up).
// A run is a first visit (a fresh context): the page opens, the app hydrates, the reader moves to the target (the
// pointer rests on it `--dwell` ms, or on a phone the reader scrolls it into view and looks at it `--phone-dwell` ms)
// and presses it (a phone's tap holds the finger 80 ms, as fingers do).
// Modes: `off` is the site without prefetching (localStorage.prefetch = 'off', src/app/prefetch.ts), `on` as it
// ships; runs alternate between them, so both are measured in the same minutes. Printed: the median and the range
// of the time to content, and the API and script requests made between the press and the content (which do not depend on the
// machine's load); with the load average, as the machine is shared.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '7' },
    dwell: { type: 'string', default: '400' },
    'phone-dwell': { type: 'string', default: '1500' },
    verbose: { type: 'boolean', default: false },
    profiles: { type: 'string', default: 'desktop,phone' },
    scenarios: { type: 'string', default: 'card,menu,next' },
    modes: { type: 'string', default: 'off,on' },
    course: { type: 'string' },
  },
});
const runs = Number(values.runs);
/** How long the reader rests on the target before pressing it: the pointer on a desktop, the eyes on a phone. */
const dwellOf = (profile) => Number(profile === 'phone' ? values['phone-dwell'] : values.dwell);

const PROFILES = {
  desktop: { context: { viewport: { width: 1350, height: 940 } }, cpu: 1, network: null },
  phone: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    cpu: 4,
    // Lighthouse's mobileSlow4G with DevTools throttling (constants.throttling.mobileSlow4G, the applied values).
    network: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, connectionType: 'cellular4g' },
  },
};

const server = values.base ? null : await startBuiltServer();
const base = (values.base ?? server.base).replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

// The course of the `next` scenario: the first with at least two materials.
const courseSlug =
  values.course ??
  (await (async () => {
    const list = await (await fetch(`${base}/api/courses?lang=ru&per_page=20&filterBy=popular`)).json();
    for (const { slug } of list) {
      const course = await (await fetch(`${base}/api/courses/${slug}?lang=ru`)).json();
      if (course.materials?.length >= 2) return slug;
    }
    throw new Error('no course with two materials');
  })());

/** Runs in every page before its scripts: the press's time, and a watcher for the content that follows it. */
const probe = (switchedOff) => {
  if (switchedOff) localStorage.setItem('prefetch', 'off');
  else localStorage.removeItem('prefetch');
  const w = window;
  w.__next = { pressedAt: null, shownAt: null, requests: [] };
  const press = (event) => {
    if (w.__next.pressedAt === null && w.__next.armed) w.__next.pressedAt = event.timeStamp;
  };
  addEventListener('pointerdown', press, true);
  addEventListener('touchstart', press, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (w.__next.pressedAt !== null && entry.startTime >= w.__next.pressedAt)
        w.__next.requests.push({ path: new URL(entry.name).pathname, at: entry.startTime });
    }
  }).observe({ type: 'resource' });
  /** Waits for `shown()` after the press: its time is the frame's, taken after that frame was painted. */
  w.__watch = (shown) => {
    const check = () => {
      if (w.__next.shownAt !== null) return;
      if (w.__next.pressedAt !== null && shown()) {
        w.__next.shownAt = -1;
        requestAnimationFrame(() => setTimeout(() => (w.__next.shownAt = performance.now())));
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
};

/**
 * What counts as the new page on screen, per scenario, watched in the page (inline functions: the site's CSP
 * allows no eval of a function sent as text).
 */
const watchContent = {
  card: (page, title) => page.evaluate((t) => window.__watch(() => document.querySelector('main h1')?.textContent.trim() === t), title),
  menu: (page, title) =>
    page.evaluate(
      (t) => window.__watch(() => document.querySelector('main h1')?.textContent.trim() === t && document.querySelector('main [data-testid="material-card"]') !== null),
      title,
    ),
  next: (page, title) => page.evaluate((t) => window.__watch(() => document.getElementById('course-reading-title')?.textContent.trim() === t), title),
};

/** Opens the page, waits for the app (the start preloader goes 200 ms after hydration), and a moment more. */
async function open(page, path) {
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="preloader"]', { state: 'detached', timeout: 60_000 }).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** The reader's way to the target: on a phone it is scrolled into view, on a desktop the pointer rests on it. */
async function approach(page, profile, target) {
  if (profile === 'phone') await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  else await target.hover();
  await page.waitForTimeout(dwellOf(profile));
}

/**
 * The press: a click, or on a phone a finger's tap as a phone sends it (down, 80 ms, up: Chromium makes it a click;
 * Playwright's tap() lifts the finger at once, which takes away the time a touch gives a prefetch).
 */
async function press(page, profile, target) {
  await page.evaluate(() => (window.__next.armed = true));
  if (profile !== 'phone') return target.click();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(80);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function measure(profileName, scenario, switchedOff) {
  const profile = PROFILES[profileName];
  const context = await browser.newContext(profile.context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  await page.addInitScript(probe, switchedOff);
  let title;
  if (scenario === 'card') {
    await open(page, '/ru');
    const card = page.getByTestId('material-card').first();
    title = (await card.getByRole('heading').innerText()).trim();
    const link = card.locator('a').first();
    await approach(page, profileName, link);
    await watchContent.card(page, title);
    await press(page, profileName, link);
  } else if (scenario === 'menu') {
    await open(page, '/ru/materials/shabbat');
    title = 'Материалы';
    let item = page.getByRole('banner').getByRole('link', { name: title, exact: true });
    if (profileName === 'phone') {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      item = page.getByRole('presentation').getByRole('link', { name: title, exact: true });
      await item.waitFor();
      await page.waitForTimeout(dwellOf(profileName));
    } else await approach(page, profileName, item);
    await watchContent.menu(page, title);
    await press(page, profileName, item);
  } else {
    await open(page, `/ru/courses/${courseSlug}`);
    const course = await (await fetch(`${base}/api/courses/${courseSlug}?lang=ru`)).json();
    const shownTitle = (await page.locator('#course-reading-title').innerText()).trim();
    const index = course.materials.findIndex((material) => material.title === shownTitle);
    title = course.materials[index + 1].title;
    const next = page.getByRole('button', { name: /^Следующий материал/ });
    await approach(page, profileName, next);
    await watchContent.next(page, title);
    await press(page, profileName, next);
  }
  await page.waitForFunction(() => window.__next.shownAt > 0, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => {
    const { pressedAt, shownAt, requests } = window.__next;
    // What the new page waited for: asked between the press and its content (the cards of the new page, once in
    // view, are prefetched in their turn: not counted).
    const waited = requests.filter((request) => request.at <= shownAt).map((request) => request.path);
    return {
      ms: shownAt - pressedAt,
      api: waited.filter((path) => path.startsWith('/api/')).length,
      js: waited.filter((path) => path.endsWith('.js')).length,
      requests: waited,
    };
  });
  if (values.verbose) console.log(`${profileName} ${scenario} ${switchedOff ? 'off' : 'on'}: ${Math.round(result.ms)} ms; asked before it showed: ${result.requests.join(' ')}`);
  await context.close();
  return result;
}

const profiles = values.profiles.split(',');
const scenarios = values.scenarios.split(',');
const modes = values.modes.split(',');
const loadBefore = os.loadavg();
const results = new Map();
for (let run = 0; run < runs; run += 1) {
  for (const profile of profiles) {
    for (const scenario of scenarios) {
      for (const mode of modes) {
        const key = `${profile} ${scenario} ${mode}`;
        if (!results.has(key)) results.set(key, []);
        try {
          results.get(key).push(await measure(profile, scenario, mode === 'off'));
        } catch (error) {
          console.error(`${key}: ${error.message.split('\n')[0]}`);
        }
      }
    }
  }
  process.stdout.write(`run ${run + 1}/${runs} done, load average ${os.loadavg()[0].toFixed(1)}\n`);
}
await browser.close();
await server?.stop();

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const load = (l) => l.map((n) => n.toFixed(1)).join(' ');
console.log(
  `\nTime from the press to the next page's content painted, median of ${runs} (min–max); requests made between the two.` +
    `\nPrefetch off = localStorage.prefetch 'off'; on = as built. On the target before the press: desktop ${dwellOf('desktop')} ms, phone ${dwellOf('phone')} ms. Course: ${courseSlug}.` +
    `\nLoad average at start ${load(loadBefore)}, at end ${load(os.loadavg())} (2 cores, shared).`,
);
console.log('profile  scenario  prefetch   median ms   min–max ms     API before shown  JS before shown');
for (const [key, list] of results) {
  const [profile, scenario, mode] = key.split(' ');
  const times = list.map((r) => r.ms);
  console.log(
    `${profile.padEnd(8)} ${scenario.padEnd(9)} ${mode.padEnd(8)} ${String(Math.round(median(times))).padStart(9)}   ${`${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}`.padStart(11)}   ${String(median(list.map((r) => r.api))).padStart(14)}   ${String(median(list.map((r) => r.js))).padStart(14)}`,
  );
}
