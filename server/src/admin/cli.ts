// `npm run admin -- grant EMAIL ROLE | revoke EMAIL ROLE | list` against the configured database (DATABASE_URL or
// PGlite in DATA_DIR), opened like db/cli.ts. Roles: admin, editor, moderator. Every change leaves an audit row.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDb, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { ROLES } from '../contracts/admin.ts';
import { listRoleHolders, otherAdminExists } from '../routes/admin/repository.ts';
import { grantRole, isRole, revokeRole, userIdByEmail } from '../routes/admin/roles.ts';

export const USAGE = `usage: npm run admin -- grant EMAIL ROLE | revoke EMAIL ROLE | list   (ROLE: ${ROLES.join(', ')})`;

export interface CliResult {
  code: number;
  output: string;
}

/** Runs one command against an open database; answers the exit code and the text to print. */
export async function runAdminCommand(db: Db, args: string[]): Promise<CliResult> {
  const [command, email, role] = args;
  if (command === 'list' && args.length === 1) {
    const rows = await listRoleHolders(db);
    return { code: 0, output: rows.length ? rows.map((r) => `${r.email}\t${r.roles}`).join('\n') : 'nobody has a role' };
  }
  if ((command !== 'grant' && command !== 'revoke') || args.length !== 3) return { code: 2, output: USAGE };
  if (!isRole(role)) return { code: 2, output: `unknown role "${role}" (${ROLES.join(', ')})` };
  const userId = await userIdByEmail(db, email);
  if (userId === null) return { code: 1, output: `no account with the e-mail ${email} (the person registers on the site first)` };
  const actor = { userId: null, email: 'command line' };
  if (command === 'grant') {
    const changed = await grantRole(db, userId, role, actor);
    return { code: 0, output: changed ? `${email} is now ${role}` : `${email} already was ${role}` };
  }
  if (role === 'admin') {
    if (!(await otherAdminExists(db, userId))) return { code: 1, output: 'refused: at least one admin must remain' };
  }
  const changed = await revokeRole(db, userId, role, actor);
  return { code: 0, output: changed ? `${email} is no longer ${role}` : `${email} was not ${role}` };
}

async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    const result = await runAdminCommand(db, process.argv.slice(2));
    (result.code === 0 ? console.log : console.error)(result.output);
    process.exitCode = result.code;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
