import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { TeamMember } from '../../contracts/pages.ts';

/** The team page's members of one language, in page order. */
export async function listTeam(db: Queryable, lang: Lang): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `select id, key, name, role, short_description, avatar, audio
     from team_members where lang = $1 order by position, id`,
    [lang],
  );
  return rows;
}
