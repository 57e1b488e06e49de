import type { Db, Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import { CHAT_HISTORY_LIMIT, type ChatMessage } from '../../contracts/chat.ts';

/** The team's first message in every thread (spec §1: answers come within one working day). */
export const WELCOME_MESSAGE: Record<Lang, string> = {
  ru:
    'Здравствуйте! Это чат с командой сайта. Задайте здесь любой вопрос о материалах, курсах или вашем профиле — ' +
    'мы отвечаем в течение одного рабочего дня.',
  en:
    'Hello! This is your chat with the site team. Ask us anything about the materials, courses or your profile here — ' +
    'we answer within one working day.',
};

const messageColumns = `id, author, text, welcome,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

type MessageRow = Omit<ChatMessage, 'is_new'> & { welcome: boolean };

/** A row as the reader sees it: the team's welcome (074) in the reader's language, whatever language it was written in. */
const shown = ({ welcome, ...message }: MessageRow, lang: Lang, fresh: boolean): ChatMessage => ({
  ...message,
  text: welcome ? WELCOME_MESSAGE[lang] : message.text,
  is_new: fresh,
});

/**
 * Starts the thread with the team's welcome when it has no messages yet. The user row is locked so that two
 * first calls at once do not both write a welcome.
 */
async function ensureWelcome(tx: Queryable, userId: number, lang: Lang | undefined): Promise<Lang> {
  const { rows } = await tx.query<{ lang: Lang }>('select lang from users where id = $1 for update', [userId]);
  const welcomeLang = lang ?? rows[0]?.lang ?? 'ru';
  await tx.query(
    `insert into chat_messages (user_id, author, text, welcome)
     select $1, 'team', $2, true where not exists (select 1 from chat_messages where user_id = $1)`,
    [userId, WELCOME_MESSAGE[welcomeLang]],
  );
  return welcomeLang;
}

/** The thread, oldest first; the team's unread messages are marked read and answered with is_new. */
export async function readThread(db: Db, userId: number, lang: Lang | undefined): Promise<ChatMessage[]> {
  return db.transaction(async (tx) => {
    const shownLang = await ensureWelcome(tx, userId, lang);
    const marked = await tx.query<{ id: number }>(
      `update chat_messages set read_at = now()
       where user_id = $1 and author = 'team' and read_at is null returning id`,
      [userId],
    );
    const fresh = new Set(marked.rows.map((r) => r.id));
    const { rows } = await tx.query<MessageRow>(
      `select * from (
         select ${messageColumns} from chat_messages where user_id = $1 order by created_at desc, id desc limit $2
       ) latest order by created_at, id`,
      [userId, CHAT_HISTORY_LIMIT],
    );
    return rows.map((message) => shown(message, shownLang, fresh.has(message.id)));
  });
}

export async function postUserMessage(db: Db, userId: number, text: string, lang: Lang | undefined): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const shownLang = await ensureWelcome(tx, userId, lang);
    const { rows } = await tx.query<MessageRow>(
      `insert into chat_messages (user_id, author, text) values ($1, 'user', $2) returning ${messageColumns}`,
      [userId, text],
    );
    return shown(rows[0], shownLang, false);
  });
}
