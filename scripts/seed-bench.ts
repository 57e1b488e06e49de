// `npm run seed:bench -- --materials 100000 [--courses 5000]`: fills the configured database (DATABASE_URL, or
// PGlite in DATA_DIR / --data-dir) with generated materials, chapters, tags and courses, so that lists and search
// can be measured at scale. Rows are made by the database itself (insert … select generate_series), a few
// statements in all; the search vectors come from the same triggers as real content. Generated rows have slugs
// starting with `bench-` and are replaced on each run; the demo content is loaded first when the database is empty.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { openDb, type Db } from '../server/src/db/db.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seedDemoContent } from '../server/src/db/seed/index.ts';

/** Words the generated texts are made of: searching for one of them finds many rows (книга, книги, книгу …). */
const WORDS = {
  ru: [
    'книга', 'книги', 'книгу', 'праздник', 'праздника', 'субботу', 'суббота', 'традиция', 'традиции', 'история',
    'истории', 'община', 'общины', 'язык', 'языка', 'хлеб', 'свечи', 'свечу', 'город', 'города', 'семья', 'семьи',
    'песня', 'песни', 'учитель', 'ученики', 'молитва', 'молитвы', 'память', 'дом', 'дома', 'улица', 'рынок',
    'музыка', 'письмо', 'письма', 'дорога', 'путешествие', 'календарь', 'месяц', 'весна', 'осень', 'зима', 'лето',
  ],
  en: [
    'book', 'books', 'holiday', 'holidays', 'shabbat', 'tradition', 'traditions', 'history', 'community',
    'communities', 'language', 'languages', 'bread', 'candles', 'candle', 'city', 'cities', 'family', 'families',
    'song', 'songs', 'teacher', 'students', 'prayer', 'prayers', 'memory', 'home', 'street', 'market', 'music',
    'letter', 'letters', 'road', 'journey', 'calendar', 'month', 'spring', 'autumn', 'winter', 'summer',
  ],
};

export interface BenchSize {
  materials: number;
  courses: number;
}

/** Replaces the generated rows with `size` new ones; returns the time each step took, in ms. */
export async function seedBench(db: Db, size: BenchSize, log: (line: string) => void = console.log) {
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const started = Date.now();
    await db.query(sql, params);
    log(`  ${name}: ${Date.now() - started} ms`);
  };
  const { rows: covers } = await db.query<{ preview: string; image: string }>(
    "select distinct preview, image from materials where preview is not null and slug not like 'bench-%' order by preview",
  );
  const previews = covers.map((c) => c.preview);
  const images = covers.map((c) => c.image);

  // A word of language `lang` picked by an integer expression: same data on every run.
  const word = (lang: 'ru' | 'en', expression: string) =>
    `(${lang === 'ru' ? '$1' : '$2'}::text[])[1 + ((${expression}) % ${WORDS[lang].length})]`;
  const text = (count: number, seed: string) => ({
    ru: `(select string_agg(${word('ru', `${seed} * 7 + i * 13 + i * i`)}, ' ') from generate_series(1, ${count}) i)`,
    en: `(select string_agg(${word('en', `${seed} * 7 + i * 13 + i * i`)}, ' ') from generate_series(1, ${count}) i)`,
  });
  const inLang = (lang: string, forms: { ru: string; en: string }) => `case when ${lang} = 'en' then ${forms.en} else ${forms.ru} end`;

  await step('remove earlier generated courses', "delete from courses where slug like 'bench-%'");
  await step('remove earlier generated materials', "delete from materials where slug like 'bench-%'");
  // Two of every three rows are Russian, one English.
  await step(
    `${size.materials} materials`,
    `insert into materials (lang, slug, title, description, author, preview, image, time, popularity, published_at, created_at)
     select lang, 'bench-' || g, initcap(${inLang('lang', text(3, 'g'))}), ${inLang('lang', text(18, 'g + 1'))} || '.',
       'Bench', ($3::text[])[1 + g % cardinality($3::text[])], ($4::text[])[1 + g % cardinality($4::text[])],
       3 + g % 15, (g * 7919) % 10000, now() - make_interval(days => g % 3650, secs => g % 86400), now()
     from (select g, case when g % 3 = 0 then 'en' else 'ru' end as lang from generate_series(1, $5::int) g) s`,
    [WORDS.ru, WORDS.en, previews, images, size.materials],
  );
  await step(
    `${size.materials * 3} chapters`,
    `insert into chapters (material_id, position, title, content)
     select m.id, c, initcap(${inLang('m.lang', text(2, 'm.id + c'))}),
       '<p>' || ${inLang('m.lang', text(40, 'm.id * 3 + c'))} || '.</p><p>' || ${inLang('m.lang', text(30, 'm.id * 5 + c'))} || '.</p>'
     from materials m cross join generate_series(1, 3) c
     where m.slug like 'bench-%'`,
    [WORDS.ru, WORDS.en],
  );
  await step(
    'material tags',
    `with main as (select array_agg(id order by id) as ids from tags where type = 0),
       extra as (select array_agg(id order by id) as ids from tags where type = 1)
     insert into material_tags (material_id, tag_id, position)
     select m.id, t.tag_id, t.position
     from materials m, main, extra,
       lateral (values (main.ids[1 + m.id % cardinality(main.ids)], 0), (extra.ids[1 + m.id % cardinality(extra.ids)], 1)) t (tag_id, position)
     where m.slug like 'bench-%'`,
  );
  await step(
    `${size.courses} courses`,
    `insert into courses (lang, slug, title, author, author_info, small_description, preview, image, popularity, published_at)
     select lang, 'bench-' || g, initcap(${inLang('lang', text(3, 'g + 11'))}), 'Bench',
       '<p>' || ${inLang('lang', text(12, 'g + 3'))} || '.</p>', '<p>' || ${inLang('lang', text(25, 'g + 5'))} || '.</p>',
       ($3::text[])[1 + g % cardinality($3::text[])], ($4::text[])[1 + g % cardinality($4::text[])],
       (g * 104729) % 10000, now() - make_interval(days => g % 3650)
     from (select g, case when g % 3 = 0 then 'en' else 'ru' end as lang from generate_series(1, $5::int) g) s`,
    [WORDS.ru, WORDS.en, previews, images, size.courses],
  );
  // Course n of a language takes three generated materials of that language, picked from an array by position.
  await step(
    'course materials',
    `with c as (select id, lang, row_number() over (partition by lang order by id) as n from courses where slug like 'bench-%'),
     m as (select lang, array_agg(id order by id) as ids from materials where slug like 'bench-%' group by lang)
     insert into course_materials (course_id, material_id, position)
     select c.id, m.ids[1 + ((c.n * 3 + p) % cardinality(m.ids))], p
     from c join m on m.lang = c.lang cross join generate_series(1, 3) p`,
  );
  await step(
    'course tags',
    `insert into course_tags (course_id, tag_id, position)
     select distinct on (cm.course_id, mt.tag_id) cm.course_id, mt.tag_id, mt.position
     from course_materials cm join courses c on c.id = cm.course_id and c.slug like 'bench-%'
     join material_tags mt on mt.material_id = cm.material_id and cm.position = 1`,
  );
  await step('analyze', 'analyze');
}

async function main() {
  const { values } = parseArgs({
    options: {
      materials: { type: 'string', default: '100000' },
      courses: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const materials = Number(values.materials);
  const courses = values.courses === undefined ? Math.ceil(materials / 20) : Number(values.courses);
  if (!Number.isInteger(materials) || materials < 1 || !Number.isInteger(courses) || courses < 0) {
    console.error('usage: npm run seed:bench -- --materials N [--courses M] [--data-dir DIR]');
    process.exit(2);
  }
  const config = loadConfig(values['data-dir'] ? { ...process.env, DATA_DIR: path.resolve(values['data-dir']) } : process.env);
  const db = await openDb(config);
  const started = Date.now();
  try {
    await migrate(db);
    if (await seedDemoContent(db)) console.log('demo content loaded');
    console.log(`generating ${materials} materials and ${courses} courses in ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`);
    await seedBench(db, { materials, courses });
    const { rows } = await db.query<{ materials: number; chapters: number; courses: number }>(
      `select (select count(*)::int from materials) as materials, (select count(*)::int from chapters) as chapters,
         (select count(*)::int from courses) as courses`,
    );
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(rows[0])}`);
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
