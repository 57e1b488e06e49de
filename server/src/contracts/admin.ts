import { Type, type Static, type TSchema } from 'typebox';
import { Lang } from './common.ts';
import { SectionKey } from './library.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.ts';
import { QUESTIONARY_ROLES } from './questionary.ts';

/**
 * The editorial console's API (/api/admin/{resource}), react-admin's simple-rest convention. Each resource has a
 * record schema (what GET answers, list items included) and an input schema (the body of POST; PUT takes the same
 * fields, every one optional, and changes only the fields it is given — the read-only fields react-admin sends
 * back with the record are ignored). Field names are the public API's (spec §3) plus `lang`, `published` and
 * `translation_id`. See server/src/routes/admin/README.md for filters and what each write does.
 */

export const ROLES = ['admin', 'editor', 'moderator'] as const;
export const Role = Type.Enum(ROLES, {
  description: 'admin: everything, roles included; editor: content; moderator: comments, chat, commenting rights.',
});
export type Role = Static<typeof Role>;

export const MAX_ID = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const Ids = (description: string, maxItems = 200) => Type.Array(Id, { maxItems, description });
/** null first: with the server's coerceTypes, a null tried against a string schema first would become ''. */
const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([Type.Null(), schema], description ? { description } : {});
const Timestamp = Type.String({ format: 'date-time' });
const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 200, description: 'a-z, 0-9 and single hyphens.' });
const Key = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 100, description: 'Stable key: a-z, 0-9 and single hyphens.' });
const Title = Type.String({ minLength: 1, maxLength: 300 });
const ShortText = (maxLength = 300) => Nullable(Type.String({ maxLength }));
const Html = (description: string) =>
  Type.String({ maxLength: 500_000, description: `${description} HTML, sanitised by the server (lib/html.ts).` });
const StoragePath = (description: string) =>
  Nullable(
    Type.String({
      maxLength: 500,
      pattern: '^(?!/)(?!.*\\.\\.)[A-Za-z0-9_./-]+$',
      description: `${description}: a path relative to /storage/ (as POST /api/admin/uploads answers), or null.`,
    }),
  );
const Position = Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Order among its siblings (ascending).' });
const TranslationId = Nullable(Id, 'Id of the same item in the other language, or null. Set on one side, both sides link.');
const ReadOnly = <T extends TSchema>(schema: T) => schema;

/** The POST body: the `required` fields must be given, the others are optional. */
function input<T extends Record<string, TSchema>, K extends keyof T & string>(properties: T, required: readonly K[]) {
  return Type.Object(
    Object.fromEntries(
      Object.entries(properties).map(([key, schema]) => [key, required.includes(key as K) ? schema : Type.Optional(schema)]),
    ) as { [P in keyof T]: P extends K ? T[P] : ReturnType<typeof Type.Optional<T[P]>> },
  );
}

/** Makes every property optional (the PUT body). */
function partial<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(
    Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)])) as {
      [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>>;
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The list query of every resource (ra-data-simple-rest): JSON strings, parsed and checked by the server.

export const AdminListQuery = Type.Object({
  range: Type.Optional(
    Type.String({ maxLength: 100, description: 'JSON [first, last], 0-based inclusive, e.g. [0,24]; at most 1000 rows.' }),
  ),
  sort: Type.Optional(Type.String({ maxLength: 200, description: 'JSON [field, "ASC"|"DESC"], e.g. ["id","DESC"].' })),
  filter: Type.Optional(
    Type.String({ maxLength: 20_000, description: 'JSON object of filters, e.g. {"q":"shabbat","lang":"ru"} or {"id":[1,2]}.' }),
  ),
});
export type AdminListQuery = Static<typeof AdminListQuery>;
export const AdminIdParams = Type.Object({ id: Id });
export const MAX_RANGE_ROWS = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Materials

export const AdminChapterInput = Type.Object({
  id: Type.Optional(Id),
  title: Title,
  content: Html('The chapter.'),
});
export const AdminChapter = Type.Object({ id: Id, title: Type.String(), content: Type.String() });

const materialFields = {
  lang: Lang,
  slug: Slug,
  title: Title,
  description: Type.String({ maxLength: 5000, description: 'Plain-text short description (the card snippet).' }),
  author: ShortText(),
  preview: StoragePath('Card image (the `preview` variant of an upload)'),
  image: StoragePath('Banner 1440x810 (the `banner` variant of an upload)'),
  audio: StoragePath('Audio file'),
  time: Type.Integer({ minimum: 0, maximum: 100_000, description: 'Reading time, minutes.' }),
  link: Nullable(
    Type.String({ maxLength: 500, pattern: '^(/(?!/)|https?://)[^\\s<>"]*$' }),
    'Overrides /{lang}/materials/{slug} when set: a path on the site (/ru/...) or an http(s) address.',
  ),
  tags: Ids('Tag ids, in order.', 50),
  hashtags: Ids('Hashtag ids (educators\' tool), in order.', 100),
  chapters: Type.Array(AdminChapterInput, {
    maxItems: 200,
    description: 'In reading order; a chapter with an id keeps it, one without is created, a missing one is deleted.',
  }),
  published: Type.Boolean({ description: 'false: a draft, absent from every public list, page, search and sitemap.' }),
  published_at: Timestamp,
  translation_id: TranslationId,
};
export const AdminMaterialInput = input(materialFields, ['lang', 'slug', 'title']);
export const AdminMaterialUpdate = partial(materialFields);
export const AdminMaterial = Type.Object({
  id: Id,
  ...materialFields,
  chapters: Type.Array(AdminChapter),
  like_count: ReadOnly(Type.Integer()),
  created_at: ReadOnly(Timestamp),
  updated_at: ReadOnly(Nullable(Timestamp)),
});
export type AdminMaterial = Static<typeof AdminMaterial>;

// ---------------------------------------------------------------------------------------------------------------
// Courses

const courseFields = {
  lang: Lang,
  slug: Slug,
  title: Title,
  author: ShortText(),
  author_info: Html('About the author.'),
  small_description: Html('The course description.'),
  preview: StoragePath('Card image'),
  image_banner: StoragePath('Banner 1440x810'),
  tags: Ids('Tag ids, in order.', 50),
  hashtags: Ids('Hashtag ids, in order.', 100),
  materials: Ids('Material ids of the same language, in reading order.', 500),
  published_at: Timestamp,
  translation_id: TranslationId,
};
export const AdminCourseInput = input(courseFields, ['lang', 'slug', 'title']);
export const AdminCourseUpdate = partial(courseFields);
export const AdminCourse = Type.Object({
  id: Id,
  ...courseFields,
  like_count: ReadOnly(Type.Integer()),
  created_at: ReadOnly(Timestamp),
  updated_at: ReadOnly(Nullable(Timestamp)),
});
export type AdminCourse = Static<typeof AdminCourse>;

// ---------------------------------------------------------------------------------------------------------------
// Tags, hashtags, hashtag categories

const HexColor = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' });
const tagFields = {
  key: Key,
  type: Type.Integer({ minimum: 0, maximum: 1, description: '0 = main tag (its colour is the card colour), 1 = additional.' }),
  color: Nullable(HexColor),
  gradient: Nullable(
    Type.String({ maxLength: 300, description: 'A CSS linear-gradient(...) with #RRGGBB stops, e.g. linear-gradient(90deg, #112233 0%, #445566 100%).' }),
  ),
  name_ru: Title,
  name_en: Title,
  position: Position,
};
export const AdminTagInput = input(tagFields, ['key', 'type', 'name_ru', 'name_en']);
export const AdminTagUpdate = partial(tagFields);
export const AdminTag = Type.Object({
  id: Id,
  ...tagFields,
  contrast_warning: ReadOnly(
    Nullable(
      Type.String(),
      'Set when white text on the colour (or on any gradient stop) fails WCAG AA (contrast below 4.5:1): says which colour and its ratio.',
    ),
  ),
});
export type AdminTag = Static<typeof AdminTag>;

const hashtagCategoryFields = { key: Key, name_ru: Title, name_en: Title, position: Position };
export const AdminHashtagCategoryInput = input(hashtagCategoryFields, ['key', 'name_ru', 'name_en']);
export const AdminHashtagCategoryUpdate = partial(hashtagCategoryFields);
export const AdminHashtagCategory = Type.Object({ id: Id, ...hashtagCategoryFields });

const hashtagFields = { key: Key, category_id: Id, name_ru: Title, name_en: Title, position: Position };
export const AdminHashtagInput = input(hashtagFields, ['key', 'category_id', 'name_ru', 'name_en']);
export const AdminHashtagUpdate = partial(hashtagFields);
export const AdminHashtag = Type.Object({ id: Id, ...hashtagFields });

// ---------------------------------------------------------------------------------------------------------------
// Team, places, books, book chapters, gallery, dishes, static pages

const teamFields = {
  lang: Lang,
  key: Key,
  position: Position,
  name: Title,
  role: Title,
  short_description: ShortText(2000),
  avatar: StoragePath('Avatar'),
  audio: StoragePath('Spoken introduction'),
};
export const AdminTeamMemberInput = input(teamFields, ['lang', 'key', 'name', 'role']);
export const AdminTeamMemberUpdate = partial(teamFields);
export const AdminTeamMember = Type.Object({ id: Id, ...teamFields });

const placeFields = {
  lang: Lang,
  slug: Slug,
  section: SectionKey,
  position: Position,
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  title: Title,
  snippet: Html('The popup text.'),
  image_preview: StoragePath('Picture (its full_ variant is the popup\'s larger picture)'),
  chapters: Ids('Library chapter ids (book_chapters) of the same language that mention the place, in order.', 200),
};
export const AdminPlaceInput = input(placeFields, ['lang', 'slug', 'section', 'lat', 'lng', 'title']);
export const AdminPlaceUpdate = partial(placeFields);
export const AdminPlace = Type.Object({ id: Id, ...placeFields, updated_at: ReadOnly(Nullable(Timestamp)) });

const bookFields = { lang: Lang, slug: Slug, section: SectionKey, position: Position, title: Title, image: StoragePath('Cover') };
export const AdminBookInput = input(bookFields, ['lang', 'slug', 'section', 'title']);
export const AdminBookUpdate = partial(bookFields);
export const AdminBook = Type.Object({ id: Id, ...bookFields, updated_at: ReadOnly(Nullable(Timestamp)) });

const bookChapterFields = {
  book_id: Id,
  slug: Slug,
  position: Type.Integer({ minimum: 1, maximum: 100_000, description: 'Chapter number in its book (unique in the book).' }),
  title: Title,
  content: Html('The chapter.'),
};
export const AdminBookChapterInput = Type.Object(bookChapterFields);
export const AdminBookChapterUpdate = partial(bookChapterFields);
export const AdminBookChapter = Type.Object({
  id: Id,
  ...bookChapterFields,
  lang: ReadOnly(Lang),
  updated_at: ReadOnly(Nullable(Timestamp)),
});

const galleryFields = {
  key: Key,
  position: Position,
  title: Title,
  author: ShortText(),
  year: ShortText(50),
  description: Html('About the work.'),
  image: StoragePath('The work (its full_ variant is the popup picture)'),
};
export const AdminGalleryItemInput = input(galleryFields, ['key', 'title']);
export const AdminGalleryItemUpdate = partial(galleryFields);
export const AdminGalleryItem = Type.Object({ id: Id, ...galleryFields });

const dishFields = {
  key: Key,
  position: Position,
  title: Title,
  description: Html('The dish.'),
  ingredients: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }),
  time: Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }), 'Cooking time, minutes.'),
  image: StoragePath('Picture'),
};
export const AdminDishInput = input(dishFields, ['key', 'title']);
export const AdminDishUpdate = partial(dishFields);
export const AdminDish = Type.Object({ id: Id, ...dishFields });

export const PAGE_KEYS = ['about', 'politics', 'terms'] as const;
const pageFields = {
  lang: Lang,
  key: Type.Enum(PAGE_KEYS, { description: 'about, politics or terms (one page a key a language).' }),
  title: Title,
  content: Html('The page.'),
};
export const AdminPageInput = Type.Object(pageFields);
export const AdminPageUpdate = partial(pageFields);
export const AdminPage = Type.Object({ id: Id, ...pageFields, updated_at: ReadOnly(Nullable(Timestamp)) });

// ---------------------------------------------------------------------------------------------------------------
// Comments (no create: they come from the site)

export const ITEM_TYPES = ['material', 'course'] as const;
export const AdminCommentUpdate = Type.Object({
  hidden: Type.Optional(Type.Boolean({ description: 'true hides it from the public list and its count; false shows it again.' })),
});
export const AdminComment = Type.Object({
  id: Id,
  content: Type.String({ description: 'Plain text.' }),
  hidden: Type.Boolean(),
  created_at: Timestamp,
  user_id: Nullable(Id, 'null when the author deleted the account (the comment stays, anonymised).'),
  user_email: Nullable(Type.String()),
  user_name: Nullable(Type.String(), 'Name and surname.'),
  item_type: Type.Enum(ITEM_TYPES),
  item_id: Id,
  item_title: Nullable(Type.String(), 'null when the item no longer exists.'),
  item_lang: Nullable(Lang),
  item_link: Nullable(Type.String(), 'The item\'s public page, e.g. /ru/materials/shabbat.'),
});
export type AdminComment = Static<typeof AdminComment>;

// ---------------------------------------------------------------------------------------------------------------
// Users (no create: people register on the site)

export const AdminUserUpdate = Type.Object({
  roles: Type.Optional(Type.Array(Role, { maxItems: 3, uniqueItems: true, description: 'admin only.' })),
  card_access: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 grants the educators\' tool (admin, moderator).' })),
  comments_blocked: Type.Optional(Type.Boolean({ description: 'true: the user\'s new comments answer 403 (admin, moderator).' })),
});
export const AdminUser = Type.Object({
  id: Id,
  email: Type.String(),
  name: Nullable(Type.String()),
  surname: Nullable(Type.String()),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  lang: Lang,
  email_verified: Type.Boolean(),
  roles: Type.Array(Role),
  card_access: Type.Integer(),
  comments_blocked: Type.Boolean(),
  comments_count: Type.Integer(),
  has_questionnaire: Type.Boolean(),
  created_at: Timestamp,
});
export type AdminUser = Static<typeof AdminUser>;

// ---------------------------------------------------------------------------------------------------------------
// Chats: one thread per user; the thread's id is the user's id.

export const AdminChatMessage = Type.Object({
  id: Id,
  author: Type.Enum(['user', 'team']),
  text: Type.String(),
  created_at: Timestamp,
  read_at: Nullable(Timestamp, 'When the recipient read it (the team answered it, for user messages).'),
  admin_id: Nullable(Id, 'Who of the team wrote a team message.'),
});
export const AdminChatThread = Type.Object({
  id: Id,
  user_id: Id,
  user_email: Type.String(),
  user_name: Nullable(Type.String()),
  messages_count: Type.Integer(),
  unanswered_count: Type.Integer({ description: 'User messages not answered yet.' }),
  waiting_since: Nullable(Timestamp, 'The oldest unanswered user message; null when all are answered.'),
  waiting_seconds: Nullable(Type.Integer(), 'Seconds since waiting_since.'),
  last_message_at: Timestamp,
  last_message_text: Type.String(),
  last_message_author: Type.Enum(['user', 'team']),
  messages: Type.Optional(Type.Array(AdminChatMessage, { description: 'GET /api/admin/chats/{id} only: the thread, oldest first.' })),
});
export type AdminChatThread = Static<typeof AdminChatThread>;
export const AdminChatReplyBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'Plain text.' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Questionnaires (read-only; grant educator access with PUT /api/admin/users/{id} {card_access: 1})

export const AdminQuestionnaire = Type.Object({
  id: Id,
  user_id: Id,
  user_email: Type.String(),
  user_name: Nullable(Type.String()),
  card_access: Type.Integer(),
  role: Type.Enum(QUESTIONARY_ROLES),
  organisation: Nullable(Type.String()),
  city: Nullable(Type.String()),
  subjects: Type.Array(Type.String()),
  usage: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

// ---------------------------------------------------------------------------------------------------------------
// Audit (read-only)

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'hide', 'unhide', 'reply', 'grant', 'revoke', 'upload'] as const;
export const AdminAuditEntry = Type.Object({
  id: Id,
  user_id: Nullable(Id, 'Who did it; null for the command line and start-up.'),
  user_email: Nullable(Type.String()),
  action: Type.Enum(AUDIT_ACTIONS),
  resource: Type.String({ description: 'The admin resource name, e.g. materials.' }),
  record_id: Nullable(Type.String()),
  diff: Type.Record(Type.String(), Type.Unknown(), {
    description: 'For an update {field: {from, to}} of the changed fields; for create/delete the record\'s main fields.',
  }),
  created_at: Timestamp,
});

// ---------------------------------------------------------------------------------------------------------------
// Uploads

export const UPLOAD_KINDS = ['image', 'audio'] as const;
export const UPLOAD_LIMITS = { image: 10 * 1024 * 1024, audio: 30 * 1024 * 1024 } as const;
export const AdminUploadResponse = Type.Object({
  path: Type.String({ description: 'The main file, relative to /storage/: the 1200-px master image, or the audio file.' }),
  variants: Type.Record(Type.String(), Type.String(), {
    description:
      'Images: master (1200 wide), preview (310x350), thumbnail (178x201), banner (1440x810), full (full_ prefix of master, the popup picture), og (1200x630). Audio: {audio}. Paths relative to /storage/.',
  }),
  content_type: Type.String(),
  size: Type.Integer({ description: 'Bytes of the uploaded file.' }),
});
export type AdminUploadResponse = Static<typeof AdminUploadResponse>;
