import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { unstable_serialize } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '../../src/api/search.ts';
import { truncateComment, userDisplayName } from '../../design-system/components/CommentsBlock/commentRules.ts';
import { createTestApp, createUser, type TestContext } from './helpers.ts';
import { adminCall, createStaff, type TestUser } from './admin-helpers.ts';

/**
 * Content fuzz (issue 17, item 2): hostile and odd strings placed in every field a visitor, a reader or an editor
 * can set that reaches a page, each page rendered on the server as production renders it (server/src/plugins/
 * pages.ts, page cache on) and read as a browser reads it. Every page must stay one whole document whose data
 * block parses and holds what was stored, with none of the text turned into markup, and no bigger than the text
 * can explain. A deterministic corpus × fields table: a failure names the field, the string and the page.
 *
 * Fields: a visitor's address (search, tags of the lists, hashtags, pin, email-pin, the slug of a material,
 * course, library chapter, place and shared selection); a reader's comment (material, course), name and surname,
 * and an educator's shared selection name; an editor's material (title, description, chapter title and body),
 * course (title, author, about the author, description), library chapter, place, team member, gallery work, dish
 * and page texts (about, politics, terms), and the lists and home page that show them. Where a field cannot hold a
 * string (too long, blank, NUL: PostgreSQL text has no NUL) the write must be a 422 and the page unchanged.
 * Addresses sharing a code path with one given the whole corpus get a sample of it, to keep the file quick.
 */

// ---------------------------------------------------------------------------------------------------------------
// The corpus

const LONG = Array.from({ length: 10_000 }, (_, i) => 'Шалом, мир '[i % 11]).join('');

/** name → string. Replacement patterns first (the bug of 6c8e720), then markup, then odd Unicode and sizes. */
const CORPUS: [string, string][] = [
  ['dollar-backtick', '$`'],
  ['dollar-quote', "$'"],
  ['dollar-amp', '$&'],
  ['dollar-1', '$1'],
  ['dollar-named', '$<x>'],
  ['dollar-dollar', '$$'],
  ['patterns-mixed', "a$`b$'c$&d$1e$<x>f$$g"],
  ['close-script', '</script>'],
  ['open-comment', '<!--'],
  ['cdata-end', ']]>'],
  ['cdata-and-comment-end', '<![CDATA[ x ]]> -->'],
  ['script', '<script>alert(1)</script>'],
  ['attribute-breakout', `"'><img src=x onerror=alert(1)>`],
  ['entities', '&amp;lt; &#x3c; &lt;/script&gt; \\u003c'],
  ['json-breakout', '\\"}]},{"x":"\\u2028'],
  ['line-separators', 'one\u2028two\u2029three'],
  ['nul', 'nul\u0000byte'],
  ['lone-surrogates', 'lone \uD800 high, \uDC00 low'],
  ['rtl-override', 'file\u202Egnp.exe\u202C and \u200F\u200E marks'],
  ['combining-marks', 'e\u0301\u0308 Z\u0335\u0321\u0322\u0334 \u05E9\u05C1\u05B8\u05DC\u05D5\u05B9\u05DD'],
  ['emoji', '👩‍👩‍👧‍👦 🇮🇱 ✡️ 🕎 🏳️‍🌈 👍🏽'],
  ['long-10000', LONG],
  ['dollar-backtick-x500', '$`'.repeat(500)],
  ['whitespace-only', ' \t\n\u00A0\u3000 '],
];

// ---------------------------------------------------------------------------------------------------------------
// Reading a page as a browser does

interface Page {
  url: string;
  status: number;
  bytes: number;
  html: string;
  payload: Record<string, unknown> | null;
  /** Every string anywhere in the payload, keys of objects included (SWR keys hold the query). */
  strings: string[];
  /** The text a reader sees in #root. */
  text: string;
  /** X-Render-Cache: hit or miss. */
  cache: string;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const count = (text: string, part: string) => text.split(part).length - 1;
/** What the server stores and sends for a string: UTF-8 has no lone surrogates, so they arrive as U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Addresses answered with a redirect (followed), counted for the summary. */
let redirects = 0;
let renders = 0;
/** Documents that passed every check, by their HTML. */
const checked = new Map<string, Page>();

/** Page problems are collected, not thrown at the first, so a run lists every field × string that failed. */
type Problems = string[];

let ctx: TestContext;
const PAYLOAD = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/;
type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
/** Every element of a parsed document, in document order (a <template>'s content included). */
function elementsOf(node: Node, into: Element[] = []): Element[] {
  if ('tagName' in node) into.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of 'content' in node ? [...children, node.content] : children) elementsOf(child, into);
  return into;
}
const attribute = (el: Element, name: string) => el.attrs.find((attr) => attr.name === name)?.value ?? null;
/** The DOM's textContent: the text of every text node inside, in order. */
const textOf = (node: Node | undefined): string =>
  !node ? '' : node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
/** Elements a page may have that run or load something, as the template and the renderer write them. */
const ALLOWED_SCRIPT = (el: Element) =>
  attribute(el, 'src') !== null || attribute(el, 'type') === 'application/json' || attribute(el, 'type') === 'application/ld+json';

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      collectStrings(item, into);
    }
  }
  return into;
}

/**
 * Renders `url` and checks what holds for every page, whatever its text: not a 5xx; an HTML answer is one document
 * (one <html>, <head>, </html>, #root and data block); the data block has no `<` and no raw U+2028/U+2029, and
 * parses (with the DOM's own reading of the element, as src/ssr/payload.ts readPayload does); every JSON-LD block
 * parses; no element carries an event handler, no script is inline code, no <img src=x>/<x> made from the text.
 */
async function render(url: string, problems: Problems, label: string, { htmlField = false, sizeOnly = false } = {}): Promise<Page> {
  renders += 1;
  const problemsBefore = problems.length;
  let res = await ctx.app.inject({ url });
  // A parameter the page does not read (tags that are not ids) is answered 301 to the canonical address: the
  // address must stay on the site and be plain ASCII (no header splitting), and the page it names is checked.
  for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops += 1) {
    const location = String(res.headers.location ?? '');
    if (!/^\/(?!\/)[\x21-\x7e]*$/.test(location)) {
      problems.push(`${label} ${url.slice(0, 100)}: redirected to ${JSON.stringify(location.slice(0, 100))}`);
      break;
    }
    redirects += 1;
    res = await ctx.app.inject({ url: location });
  }
  const page: Page = {
    url, status: res.statusCode, bytes: res.rawPayload.length, html: res.body, payload: null, strings: [], text: '', cache: String(res.headers['x-render-cache']),
  };
  const fail = (message: string) => problems.push(`${label} ${url.slice(0, 100)}: ${message}`);
  if (res.statusCode >= 500) {
    fail(`answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    return page;
  }
  if (!String(res.headers['content-type']).startsWith('text/html') || sizeOnly) return page; // 400: an undecodable address
  const html = res.body;
  // The same document again (a redirect to a page already read): checked once.
  const known = checked.get(html);
  if (known) return { ...known, url };
  for (const [part, expected] of [
    ['<html', 1],
    ['</html>', 1],
    ['<head>', 1],
    ['</head>', 1],
    ['<body', 1],
    ['</body>', 1],
    ['<div id="root">', 1],
    ['id="ssr-data"', 1],
  ] as const) {
    const n = count(html, part);
    if (n !== expected) fail(`${n} × ${part}`);
  }
  const raw = PAYLOAD.exec(html)?.[1];
  if (raw === undefined) fail('no data block, or a `<` inside it');
  else if (/[\u2028\u2029]/.test(raw)) fail('a raw U+2028/U+2029 in the data block');
  // parse5 is the HTML standard's parser (jsdom's own): the tree a browser builds, at a fifth of jsdom's cost.
  const elements = elementsOf(parse(html));
  const byId = (id: string) => elements.filter((el) => attribute(el, 'id') === id);
  const data = byId('ssr-data')[0];
  try {
    if (textOf(data) !== raw) fail('the data block the DOM reads is not the one written');
    page.payload = JSON.parse(textOf(data)) as Record<string, unknown>;
    page.strings = collectStrings(page.payload, []);
  } catch (error) {
    fail(`the data block does not parse: ${String(error).slice(0, 200)}`);
  }
  const scripts = elements.filter((el) => el.tagName === 'script');
  for (const block of scripts.filter((el) => attribute(el, 'type') === 'application/ld+json')) {
    try {
      JSON.parse(textOf(block));
    } catch {
      fail('a JSON-LD block does not parse');
    }
  }
  for (const el of elements) {
    const handler = el.attrs.find((attr) => /^on/i.test(attr.name));
    if (handler) fail(`<${el.tagName} ${handler.name}=…> in the page`);
  }
  if (scripts.some((el) => !ALLOWED_SCRIPT(el))) fail('an inline script');
  // A field of HTML (a chapter's body) may hold an editor's <img>, sanitised; no other text may become an element.
  const madeOfText = (el: Element) => el.tagName === 'x' || (el.tagName === 'img' && attribute(el, 'src') === 'x');
  if (!htmlField && elements.some(madeOfText)) fail('markup made of the text');
  const roots = byId('root');
  if (roots.length !== 1) fail('not one #root');
  page.text = textOf(roots[0]);
  if (problems.length === problemsBefore) checked.set(html, page);
  return page;
}

/**
 * The size bound. A string placed in a field may show in a page's HTML text, its head (title, description,
 * og:/twitter: tags, JSON-LD) and its data block: MAX_COPIES places at most, each escaped at most 6 times longer
 * than its UTF-8 (`<` → `\u003c`, `'` → `&#x27;`). So a page may grow by 6 × MAX_COPIES × bytes of the string over
 * the same page with a plain value, plus 2 KB for what a value changes around it (a 404 page instead of a list, a
 * warning) and 2 KB for each element a write adds (a comment: its author, date, buttons and data). Linear in the
 * text: the replacement-pattern bug grew a page by the whole document per `$\``.
 */
const MAX_COPIES = 12;
const ELEMENT_BYTES = 2048;
const placedBytes = (placed: string[]) => placed.reduce((sum, s) => sum + bytes(s), 0);
const sizeBound = (plain: number, placed: string[], added: number) => plain + 6 * MAX_COPIES * placedBytes(placed) + ELEMENT_BYTES * (1 + added);

/** A string the API refused is nowhere in the page: not in its data, not in its text. */
function checkAbsent(page: Page, refused: string, problems: Problems, label: string) {
  if (page.strings.some((text) => text === refused || (refused.trim().length > 20 && text.includes(refused)))) {
    problems.push(`${label} ${page.url}: refused, yet in the data block`);
  }
  if (refused.trim().length > 20 && page.text.includes(refused)) problems.push(`${label} ${page.url}: refused, yet shown`);
}

/** Most page growth per byte of string seen per field (strings of 100 bytes and more), printed at the end. */
const growth: Record<string, number> = {};

function checkSize(page: Page, plain: Page, placed: string[], problems: Problems, label: string, field: string, added = 0) {
  const bound = sizeBound(plain.bytes, placed, added);
  if (page.bytes > bound) problems.push(`${label} ${page.url.slice(0, 100)}: ${page.bytes} bytes, more than ${bound} (plain page ${plain.bytes})`);
  const total = placedBytes(placed);
  if (total >= 100) growth[field] = Math.max(growth[field] ?? 0, Math.round(((page.bytes - plain.bytes) / total) * 10) / 10);
}

/** The stored value is in the data block exactly (and, for plain text, in the page's visible text). */
function checkStored(page: Page, stored: string, problems: Problems, label: string, { visible = false } = {}) {
  if (!page.payload) return;
  if (!page.strings.includes(stored)) problems.push(`${label} ${page.url}: the data block does not hold ${JSON.stringify(stored.slice(0, 80))}`);
  if (visible && !page.text.includes(stored)) problems.push(`${label} ${page.url}: the page does not show ${JSON.stringify(stored.slice(0, 80))}`);
}

let editor: TestUser;
let reader: TestUser;
const started = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_COMMENT_ACCOUNT: 'off', RATE_LIMIT_COMMENT_ADDRESS: 'off' });
  editor = await createStaff(ctx.app, 'editor');
  reader = await createUser(ctx.app, { name: 'Reader', surname: 'Plain' });
});
afterAll(async () => {
  console.log(
    `content fuzz: ${CORPUS.length} strings, ${renders} pages read (${redirects} redirects followed); most page growth per byte of string, by field: ${JSON.stringify(growth)}; ${Date.now() - started} ms`,
  );
  await ctx.close();
});

/**
 * The strings for the addresses that share a code path with one given the whole corpus (the other lists, the other
 * slugs): one of each kind of trouble, so that the file stays quick.
 */
const SAMPLE = CORPUS.filter(([name]) =>
  ['patterns-mixed', 'close-script', 'attribute-breakout', 'line-separators', 'nul', 'lone-surrogates', 'emoji', 'long-10000', 'dollar-backtick-x500'].includes(name),
);

/** Independent pages, four at a time: the database answers in its own thread while a page renders. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 4) {
  for (let start = 0; start < items.length; start += width) await Promise.all(items.slice(start, start + width).map(work));
}

/** Percent-encoded as a browser sends a typed address: `$` and `'` stay as they are. */
const inPath = (text: string) => encodeURIComponent(wellFormed(text)).replace(/%24/g, '$').replace(/%27/g, "'");
const inQuery = (text: string) => encodeURIComponent(wellFormed(text));

// ---------------------------------------------------------------------------------------------------------------

/** Each test renders a page per string of the corpus (dozens of renders): more than the suite's 20 s on a busy machine. */
const FUZZ_TIMEOUT_MS = 90_000;

describe('a visitor: the address', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('search query: /ru/search?search=…', async () => {
    const problems: Problems = [];
    // What the query finds changes the page more than the query itself: the plain size is the biggest of ordinary
    // queries' pages (one finding nothing, ones finding up to the page's limit of results).
    const plains = await Promise.all(['plain', '1', 'шаббат', 'еврейская культура'].map((q) => render(`/ru/search?search=${inQuery(q)}`, problems, 'plain', { sizeOnly: true })));
    const plain = plains.reduce((a, b) => (a.bytes > b.bytes ? a : b));
    await inParallel(CORPUS, async ([name, value]) => {
      const page = await render(`/ru/search?search=${inQuery(value)}`, problems, `search ${name}`);
      if (page.status >= 500) return;
      checkSize(page, plain, [value], problems, `search ${name}`, 'search');
      // The browser looks its first data up by the key it computes from its address: the key must be there.
      const key = searchQuery('ru', wellFormed(value))?.key;
      if (key && page.payload && !(unstable_serialize(key) in (page.payload.fallback as object))) {
        problems.push(`search ${name}: the data block has no ${unstable_serialize(key).slice(0, 80)}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['materials tags', '/ru/materials?tags=', '/ru/materials', CORPUS],
    ['courses tags', '/ru/courses?tags=', '/ru/courses', SAMPLE],
    ['tag search', '/ru/tag-search?tags=', '/ru/tag-search', SAMPLE],
    ['hashtags', '/ru/hashtags-search-result?tags=', '/ru/hashtags-search-result', SAMPLE],
    // Kept on every page's address (the change-password and e-mail confirmation links).
    ['pin', '/ru/terms?pin=', '/ru/terms', CORPUS],
    ['pin on the home page', '/ru?pin=', '/ru', SAMPLE],
    ['email-pin', '/ru/materials/shabbat?email-pin=', '/ru/materials/shabbat', SAMPLE],
  ])('%s: %s…', async (field, prefix, plainUrl, strings) => {
    const problems: Problems = [];
    const plain = await render(plainUrl, problems, 'plain', { sizeOnly: true });
    await inParallel(strings, async ([name, value]) => {
      const page = await render(`${prefix}${inQuery(value)}`, problems, `${field} ${name}`);
      if (page.status < 500) checkSize(page, plain, [value], problems, `${field} ${name}`, field);
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['material slug', '/ru/materials/', CORPUS],
    ['course slug', '/ru/courses/', SAMPLE],
    ['chapter slug', '/ru/books/chapter/', SAMPLE],
    ['place slug', '/ru/map/', SAMPLE],
    ['selection token', '/ru/selections/', SAMPLE],
  ])('%s: %s…', async (field, prefix, strings) => {
    const problems: Problems = [];
    const plain = await render(`${prefix}no-such-thing`, problems, 'plain', { sizeOnly: true });
    expect(plain.status).toBe(404);
    // Besides the strings: bytes that are not UTF-8 (a lone surrogate as CESU-8, a cut sequence) and a bare %.
    const values: [string, string][] = [...strings.map(([name, value]): [string, string] => [name, inPath(value)]), ['cesu-8', '%ED%A0%80'], ['cut', '%E0%A4%A'], ['percent', '%']];
    await inParallel(values, async ([name, value]) => {
      const page = await render(`${prefix}${value}`, problems, `${field} ${name}`);
      if (page.status >= 500 || !page.payload) return;
      if (page.status !== 404) problems.push(`${field} ${name}: answered ${page.status}, not 404`);
      checkSize(page, plain, [value], problems, `${field} ${name}`, field);
    });
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** Published Russian materials and courses of the demo content, one per corpus string where a page holds one. */
async function ruSlugs(table: 'materials' | 'courses', n: number): Promise<string[]> {
  const { rows } = await ctx.app.db.query<{ slug: string }>(
    `select slug from ${table} where lang = 'ru' ${table === 'materials' ? 'and published' : ''} order by id limit $1`,
    [n],
  );
  expect(rows).toHaveLength(n);
  return rows.map((row) => row.slug);
}

const comment = (type: 'materials' | 'courses', slug: string, user: TestUser, content: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/${type}/${slug}/`, payload: { content, lang: 'ru' }, headers: user.auth });

/**
 * The page before a write is read at an address of its own (`?pin=`, which every page keeps: it opens the
 * change-password dialog in the browser and changes nothing in the server's HTML): reading the page's own address
 * would put it in the page cache, and the page after the write is read at its own address for the first time, so
 * this file tests the pages, not the cache's freshness (the page cache's own tests do).
 */
const before = (url: string) => `${url}?pin=fuzz-plain`;

const refusedNames = (stored: unknown[]) => CORPUS.filter((_, index) => stored[index] === null).map(([name]) => name);

describe('a reader: comments and the profile', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('a comment, and a name and surname beside another, on a material per string: /ru/materials/{slug}', async () => {
    const problems: Problems = [];
    const slugs = await ruSlugs('materials', CORPUS.length);
    const plains: Page[] = [];
    await inParallel([...slugs.entries()], async ([index, slug]) => {
      plains[index] = await render(before(`/ru/materials/${slug}`), problems, 'plain', { sizeOnly: true });
    });
    const comments: (string | null)[] = [];
    const names: ({ name: string | null; surname: string | null } | null)[] = [];
    for (const [index, [name, value]] of CORPUS.entries()) {
      const res = await comment('materials', slugs[index], reader, value);
      if (res.statusCode === 200) comments.push((res.json() as { comment: { content: string } }).comment.content);
      else {
        comments.push(null);
        if (res.statusCode !== 422) problems.push(`comment ${name}: POST answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const author = await createUser(ctx.app);
      const update = await ctx.app.inject({ method: 'POST', url: '/api/user/update', payload: { name: value, surname: value }, headers: author.auth });
      if (update.statusCode === 200) {
        const { user } = update.json() as { user: { name: string | null; surname: string | null } };
        names.push({ name: user.name, surname: user.surname });
      } else {
        names.push(null);
        if (update.statusCode !== 422) problems.push(`profile ${name}: POST /api/user/update answered ${update.statusCode} ${update.body.slice(0, 200)}`);
      }
      const byAuthor = await comment('materials', slugs[index], author, `A comment by ${name}`);
      if (byAuthor.statusCode !== 200) problems.push(`profile ${name}: the comment answered ${byAuthor.statusCode}`);
    }
    await inParallel([...CORPUS.entries()], async ([index, [name, value]]) => {
      const label = `material comment and name ${name}`;
      const page = await render(`/ru/materials/${slugs[index]}`, problems, label);
      if (page.status !== 200) problems.push(`${label}: the page answered ${page.status}`);
      if (!page.payload) return;
      checkSize(page, plains[index], [value, value, value], problems, label, 'comment, name', 2);
      const text = comments[index];
      if (text !== null) {
        checkStored(page, text, problems, label);
        // Shown as written, up to the 150 characters a comment shows before "read more".
        if (!page.text.includes(truncateComment(text).text)) problems.push(`${label}: the page does not show the comment`);
      }
      // Refused everywhere: the page is as it would be without the attempt.
      if (text === null && names[index] === null) checkAbsent(page, value, problems, label);
      const author = names[index];
      if (author !== null) {
        for (const part of [author.name, author.surname]) if (part !== null) checkStored(page, part, problems, label);
        const shown = userDisplayName(author);
        if (shown && !page.text.includes(shown)) problems.push(`${label}: the page does not show the name ${JSON.stringify(shown.slice(0, 80))}`);
      }
    });
    // What was refused: only what cannot be a comment (too long, nothing once trimmed) or a name (over 100).
    expect(refusedNames(comments)).toEqual(['long-10000', 'whitespace-only']);
    expect(refusedNames(names)).toEqual(['nul', 'long-10000', 'dollar-backtick-x500']); // PostgreSQL text holds no NUL: 422
    expect(problems).toEqual([]);
  });

  it('the name of an educator\'s shared selection, a selection per string: /ru/selections/{token}', async () => {
    const problems: Problems = [];
    const educator = await createUser(ctx.app, { card_access: 1 });
    const { rows } = await ctx.app.db.query<{ id: number }>(
      "select h.hashtag_id as id from material_hashtags h join materials m on m.id = h.material_id where m.lang = 'ru' and m.published order by h.hashtag_id limit 1",
    );
    const share = async (name: string) => {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/selections', payload: { name, htid: [rows[0].id], lang: 'ru' }, headers: educator.auth });
      if (created.statusCode !== 200 && created.statusCode !== 201) return { status: created.statusCode, body: created.body };
      const { id, name: saved } = created.json() as { id: number; name: string };
      const shared = await ctx.app.inject({ method: 'POST', url: `/api/selections/${id}/share`, headers: educator.auth });
      return { status: shared.statusCode, token: (shared.json() as { share_token: string }).share_token, saved };
    };
    const plainShare = await share('Plain selection');
    expect(plainShare.token, JSON.stringify(plainShare)).toBeTruthy();
    const plain = await render(`/ru/selections/${plainShare.token}`, problems, 'plain', { sizeOnly: true });
    expect(plain.status).toBe(200);
    const refused: string[] = [];
    await inParallel(CORPUS, async ([name, value]) => {
      const label = `selection name ${name}`;
      const result = await share(value);
      if (result.status === 422) return void refused.push(name);
      if (!result.token) return void problems.push(`${label}: answered ${result.status} ${String(result.body).slice(0, 200)}`);
      const page = await render(`/ru/selections/${result.token}`, problems, label);
      if (page.status !== 200) problems.push(`${label}: the page answered ${page.status}`);
      if (!page.payload) return;
      checkSize(page, plain, [value], problems, label, 'selection name');
      checkStored(page, result.saved!, problems, label, { visible: true });
    });
    expect(refused.sort()).toEqual(['dollar-backtick-x500', 'long-10000', 'whitespace-only']); // over 100 characters, or blank
    expect(problems).toEqual([]);
  });

  it('every string in comments on one course: /ru/courses/{slug}', async () => {
    const problems: Problems = [];
    const [slug] = await ruSlugs('courses', 1);
    const plain = await render(before(`/ru/courses/${slug}`), problems, 'plain', { sizeOnly: true });
    const stored: string[] = [];
    const refused: string[] = [];
    for (const [name, value] of CORPUS) {
      const res = await comment('courses', slug, reader, value);
      if (res.statusCode === 200) stored.push((res.json() as { comment: { content: string } }).comment.content);
      else if (res.statusCode === 422) refused.push(value);
      else problems.push(`course comment ${name}: POST answered ${res.statusCode}`);
    }
    const page = await render(`/ru/courses/${slug}`, problems, 'course comments');
    expect(page.status).toBe(200);
    checkSize(page, plain, stored, problems, 'course comments', 'course comments', stored.length);
    for (const value of stored) checkStored(page, value, problems, 'course comment');
    expect(refused).toHaveLength(2); // 10,000 characters, and a blank one
    for (const value of refused) checkAbsent(page, value, problems, 'course comment');
    // The newest three are shown before "show more".
    for (const value of stored.slice(-3)) {
      if (!page.text.includes(truncateComment(value).text)) problems.push(`course comment: the page does not show ${JSON.stringify(value.slice(0, 80))}`);
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

type Fields = Record<string, unknown>;

/**
 * Creates a record through the console with every fuzzed field set to the string. A field the console refuses
 * (422: too long for it, or a NUL, which PostgreSQL cannot store) is left plain, found by writing the fields one
 * at a time onto the plain record; the refused fields are returned. Any other answer is a problem.
 */
async function createFuzzed(
  resource: string,
  plain: Fields,
  fuzzed: Fields,
  problems: Problems,
  label: string,
): Promise<{ id: number; refused: string[] } | null> {
  const whole = await adminCall(ctx.app, editor, 'POST', resource, { ...plain, ...fuzzed });
  if (whole.statusCode === 201) return { id: (whole.json() as { id: number }).id, refused: [] };
  if (whole.statusCode !== 422) {
    problems.push(`${label}: POST ${resource} answered ${whole.statusCode} ${whole.body.slice(0, 200)}`);
    return null;
  }
  const created = await adminCall(ctx.app, editor, 'POST', resource, plain);
  if (created.statusCode !== 201) throw new Error(`${label}: the plain record was refused: ${created.body}`);
  const { id } = created.json() as { id: number };
  const refused: string[] = [];
  for (const [field, value] of Object.entries(fuzzed)) {
    const one = await adminCall(ctx.app, editor, 'PUT', `${resource}/${id}`, { [field]: value });
    if (one.statusCode === 422) refused.push(field);
    else if (one.statusCode !== 200) problems.push(`${label}: PUT ${resource} ${field} answered ${one.statusCode} ${one.body.slice(0, 200)}`);
  }
  return { id, refused };
}

/** The record as stored (sanitised HTML, normalised text): what the page's data must hold. */
const storedRecord = async (resource: string, id: number) => (await adminCall(ctx.app, editor, 'GET', `${resource}/${id}`)).json() as Fields;

describe('an editor: the console', { timeout: FUZZ_TIMEOUT_MS }, () => {
  let firstRuMaterial: number;
  let ruBook: number;
  beforeAll(async () => {
    firstRuMaterial = (await ctx.app.db.query<{ id: number }>("select id from materials where lang = 'ru' and published order by id limit 1")).rows[0].id;
    ruBook = (await ctx.app.db.query<{ id: number }>("select id from books where lang = 'ru' order by id limit 1")).rows[0].id;
    for (const url of LISTS) listPlains.set(url, await render(before(url), [], 'plain', { sizeOnly: true }));
  });
  /** Pages that list what the editor wrote, and their size before it. */
  const LISTS = ['/ru', '/ru/materials', '/ru/courses', '/ru/books'];
  const listPlains = new Map<string, Page>();

  interface Kind {
    resource: string;
    path: (slug: string) => string;
    plain: (slug: string, index: number) => Fields;
    fuzzed: (value: string) => Fields;
    /** The stored texts the page's data holds, and the one it shows in full (its title). */
    stored: (record: Fields) => { data: string[]; shown: string };
  }
  const kinds: [string, Kind][] = [
    [
      'material title, description, chapter title and body',
      {
        resource: 'materials',
        path: (slug) => `/ru/materials/${slug}`,
        plain: (slug) => ({
          lang: 'ru', slug, title: 'Plain title', description: 'Plain description', published: true, tags: [1],
          chapters: [{ title: 'Plain chapter', content: '<p>Plain text</p>' }],
        }),
        fuzzed: (value) => ({ title: value, description: value, chapters: [{ title: value, content: value }] }),
        stored: (record) => {
          const [chapter] = record.chapters as { title: string; content: string }[];
          return { data: [record.title as string, record.description as string, chapter.title, chapter.content], shown: record.title as string };
        },
      },
    ],
    [
      'course title, author, about the author and description',
      {
        resource: 'courses',
        path: (slug) => `/ru/courses/${slug}`,
        plain: (slug) => ({ lang: 'ru', slug, title: 'Plain title', author: 'Plain author', author_info: '<p>Plain</p>', small_description: '<p>Plain</p>', materials: [firstRuMaterial] }),
        fuzzed: (value) => ({ title: value, author: value, author_info: value, small_description: value }),
        stored: (record) => ({
          data: [record.title, record.author, record.author_info, record.small_description] as string[],
          shown: record.title as string,
        }),
      },
    ],
    [
      'library chapter title and body',
      {
        resource: 'book_chapters',
        path: (slug) => `/ru/books/chapter/${slug}`,
        // Chapters 9000, 9002, …; the plain one in their middle, so that it has a previous and a next one as they do.
        plain: (slug, index) => ({
          book_id: ruBook, slug, position: index === CORPUS.length ? 9001 + CORPUS.length : 9000 + 2 * index, title: 'Plain title', content: '<p>Plain text</p>',
        }),
        fuzzed: (value) => ({ title: value, content: value }),
        stored: (record) => ({ data: [record.title, record.content] as string[], shown: record.title as string }),
      },
    ],
    [
      'place title and text',
      {
        resource: 'places',
        path: (slug) => `/ru/map/${slug}`,
        plain: (slug, index) => ({ lang: 'ru', slug, section: 'torah', lat: 31 + index / 100, lng: 35, title: 'Plain title', snippet: '<p>Plain text</p>' }),
        fuzzed: (value) => ({ title: value, snippet: value }),
        stored: (record) => ({ data: [record.title, record.snippet] as string[], shown: record.title as string }),
      },
    ],
  ];

  it.each(kinds)('%s: a record per string', async (field, kind) => {
    const problems: Problems = [];
    const prefix = `fuzz-${kind.resource.replace('_', '-')}`;
    const control = await adminCall(ctx.app, editor, 'POST', kind.resource, kind.plain(`${prefix}-plain`, CORPUS.length));
    expect(control.statusCode, control.body).toBe(201);
    // All the writes first (each drops the cached pages), then the pages, each read for the first time.
    const records: ({ id: number; refused: string[] } | null)[] = [];
    for (const [index, [name, value]] of CORPUS.entries()) {
      records.push(await createFuzzed(kind.resource, kind.plain(`${prefix}-${index}`, index), kind.fuzzed(value), problems, `${field} ${name}`));
    }
    const plain = await render(kind.path(`${prefix}-plain`), problems, 'plain', { sizeOnly: true });
    expect(plain.status).toBe(200);
    const refusals: Record<string, string[]> = {};
    await inParallel([...CORPUS.entries()], async ([index, [name, value]]) => {
      const record = records[index];
      if (!record) return;
      if (record.refused.length) refusals[name] = record.refused;
      const label = `${field} ${name}`;
      const page = await render(kind.path(`${prefix}-${index}`), problems, label, { htmlField: true });
      if (page.status !== 200) problems.push(`${label}: the page answered ${page.status}`);
      if (!page.payload) return;
      const fuzzedFields = Object.keys(kind.fuzzed(value)).filter((key) => !record.refused.includes(key));
      checkSize(page, plain, fuzzedFields.map(() => value), problems, label, field);
      const stored = kind.stored(await storedRecord(kind.resource, record.id));
      for (const text of stored.data) checkStored(page, text, problems, label);
      if (!page.text.includes(stored.shown)) problems.push(`${label}: the page does not show its title ${JSON.stringify(stored.shown.slice(0, 80))}`);
    });
    console.log(`${field}: refused ${JSON.stringify(refusals)}`);
    expect(problems).toEqual([]);
  });
  it.each([
    ['team: name, role and introduction', 'team_members', '/ru/about-team', (key: string) => ({ lang: 'ru', key, name: 'Plain name', role: 'Plain role' }),
      (value: string) => ({ name: value, role: value, short_description: value }), ['name', 'role', 'short_description']],
    ['virtual gallery: title, author, year and text', 'gallery_items', '/ru/virtual-gallery', (key: string) => ({ key, title: 'Plain title' }),
      (value: string) => ({ title: value, author: value, year: value, description: value }), ['title', 'author', 'year', 'description']],
    ['ashkenazi table: title, text and ingredients', 'dishes', '/ru/ashkenazi-table', (key: string) => ({ key, title: 'Plain title' }),
      (value: string) => ({ title: value, description: value, ingredients: [value] }), ['title', 'description', 'ingredients']],
  ] as const)('%s: every string on one page', async (field, resource, url, plainFields, fuzzedFields, storedFields) => {
    const problems: Problems = [];
    const plain = await render(before(url), problems, 'plain', { sizeOnly: true });
    expect(plain.status).toBe(200);
    const placed: string[] = [];
    const stored: string[] = [];
    for (const [index, [name, value]] of CORPUS.entries()) {
      const record = await createFuzzed(resource, plainFields(`fuzz-${index}`), fuzzedFields(value), problems, `${field} ${name}`);
      if (!record) continue;
      const kept = Object.keys(fuzzedFields(value)).filter((key) => !record.refused.includes(key));
      placed.push(...kept.map(() => value));
      const saved = await storedRecord(resource, record.id);
      for (const key of storedFields) if (kept.includes(key)) stored.push(...[saved[key]].flat().filter((v): v is string => typeof v === 'string'));
    }
    const page = await render(url, problems, field, { htmlField: true });
    expect(page.status).toBe(200);
    checkSize(page, plain, placed, problems, field, field, CORPUS.length);
    for (const text of stored) checkStored(page, text, problems, field);
    expect(problems).toEqual([]);
  });

  it('page texts (about, politics, terms, both languages): title and body, six strings at a time', async () => {
    const problems: Problems = [];
    const { rows } = await ctx.app.db.query<{ id: number; lang: string; key: string }>('select id, lang, key from pages order by id');
    expect(rows).toHaveLength(6);
    const pathOf = (row: { lang: string; key: string }) => `/${row.lang}/${row.key === 'about' ? 'about-project' : row.key}`;
    const plains = await Promise.all(rows.map((row) => render(before(pathOf(row)), problems, 'plain', { sizeOnly: true })));
    const refusals: Record<string, string[]> = {};
    for (let start = 0; start < CORPUS.length; start += rows.length) {
      const chunk = CORPUS.slice(start, start + rows.length);
      for (const [slot, [name, value]] of chunk.entries()) {
        const reset = await adminCall(ctx.app, editor, 'PUT', `pages/${rows[slot].id}`, { title: 'Plain title', content: '<p>Plain text</p>' });
        expect(reset.statusCode, reset.body).toBe(200);
        for (const field of ['title', 'content']) {
          const res = await adminCall(ctx.app, editor, 'PUT', `pages/${rows[slot].id}`, { [field]: value });
          if (res.statusCode === 422) (refusals[name] ??= []).push(field);
          else if (res.statusCode !== 200) problems.push(`page text ${name}: PUT pages ${field} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      // Each page at its own address, after the edit: the console's write must have dropped the cached page.
      for (const [slot, [name, value]] of chunk.entries()) {
        const label = `page text ${name}`;
        const page = await render(pathOf(rows[slot]), problems, label, { htmlField: true });
        if (page.status !== 200) problems.push(`${label}: the page answered ${page.status}`);
        if (!page.payload) continue;
        checkSize(page, plains[slot], [value, value], problems, label, 'page title and body');
        const stored = (await adminCall(ctx.app, editor, 'GET', `pages/${rows[slot].id}`)).json() as { title: string; content: string };
        checkStored(page, stored.title, problems, label);
        checkStored(page, stored.content, problems, label);
        if (!page.text.includes(stored.title)) problems.push(`${label}: the page does not show its title${page.cache === 'hit' ? ' (a page cache hit: stale)' : ''}`);
      }
    }
    expect(refusals).toEqual({ nul: ['title', 'content'], 'long-10000': ['title'], 'dollar-backtick-x500': ['title'] });
    expect(problems).toEqual([]);
  });

  it('the lists and the home page after the edits: /ru, /ru/materials, /ru/courses, /ru/books', async () => {
    const problems: Problems = [];
    const stored = new Map<string, string>();
    for (const table of ['materials', 'courses', 'book_chapters']) {
      const { rows } = await ctx.app.db.query<{ slug: string; title: string }>(`select slug, title from ${table} where slug like 'fuzz-%'`);
      for (const row of rows) stored.set(`${table}:${row.slug}`, row.title);
    }
    expect(stored.size).toBe(3 * (CORPUS.length + 1));
    const titles = new Set(stored.values());
    for (const url of LISTS) {
      const page = await render(url, problems, 'list', { htmlField: true });
      if (page.status !== 200) problems.push(`list ${url}: answered ${page.status}`);
      if (!page.payload) continue;
      // Every fuzzed title the list's data holds is the stored one; some are there (the newest come first).
      const shown = page.strings.filter((text) => titles.has(text) && text !== 'Plain title');
      if (url !== '/ru/books' && shown.length === 0) problems.push(`list ${url}: none of the new titles is listed${page.cache === 'hit' ? ' (a page cache hit: stale)' : ''}`);
      checkSize(page, listPlains.get(url)!, shown.flatMap((title) => [title, title, title]), problems, `list ${url}`, 'lists', shown.length);
    }
    expect(problems).toEqual([]);
  });
});
