import { HttpError, type AuthProvider } from 'react-admin';
import { TOKEN_KEY, httpClient } from './http';

export type Role = 'admin' | 'editor' | 'moderator';

interface CurrentUser {
  id: number;
  email: string;
  name?: string | null;
  surname?: string | null;
  avatar?: string | null;
  roles?: string[];
}

let current: Promise<CurrentUser | null> | null = null;

/** GET /api/user once per token (cleared on login and logout). */
function currentUser(): Promise<CurrentUser | null> {
  if (!localStorage.getItem(TOKEN_KEY)) return Promise.resolve(null);
  current ??= httpClient('/api/user')
    .then(({ json }) => (json as { user: CurrentUser }).user)
    .catch((error: unknown) => {
      current = null;
      throw error;
    });
  return current;
}

/** The first message of a 422 answer `{message, errors: {field: [text]}}`. */
function firstError(body: unknown): string | undefined {
  const errors = (body as { errors?: Record<string, string[]> } | undefined)?.errors;
  const first = errors && Object.values(errors)[0]?.[0];
  return first ?? (body as { message?: string } | undefined)?.message;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    current = null;
    try {
      const { json } = await httpClient('/api/login', {
        method: 'POST',
        body: JSON.stringify({ email: username, password }),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      localStorage.setItem(TOKEN_KEY, (json as { token: string }).token);
    } catch (error) {
      if (error instanceof HttpError) throw new Error(firstError(error.body) ?? error.message, { cause: error });
      throw error;
    }
  },
  async logout() {
    if (localStorage.getItem(TOKEN_KEY)) {
      await httpClient('/api/logout', { method: 'POST', body: '{}', headers: new Headers({ 'Content-Type': 'application/json' }) }).catch(
        () => undefined,
      );
    }
    localStorage.removeItem(TOKEN_KEY);
    current = null;
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('admin.auth.signInFirst');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      localStorage.removeItem(TOKEN_KEY);
      current = null;
      throw new Error('admin.auth.sessionExpired');
    }
    if (error?.status === 403) {
      // Signed in, but this role may not do that: stay, and say so.
      throw { logoutUser: false, redirectTo: false, message: 'admin.auth.forbidden' };
    }
  },
  async getPermissions() {
    const user = await currentUser().catch(() => null);
    return (user?.roles ?? []) as Role[];
  },
  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('admin.auth.signInFirst');
    const fullName = [user.name, user.surname].filter((part) => part && part !== 'null').join(' ') || user.email;
    return { id: user.id, fullName, avatar: user.avatar ?? undefined };
  },
};

/** Which resources each role may use (the server checks the same on every call). */
export const resourceRoles: Record<string, Role[]> = {
  materials: ['admin', 'editor'],
  courses: ['admin', 'editor'],
  tags: ['admin', 'editor'],
  hashtags: ['admin', 'editor'],
  hashtag_categories: ['admin', 'editor'],
  team_members: ['admin', 'editor'],
  places: ['admin', 'editor'],
  books: ['admin', 'editor'],
  book_chapters: ['admin', 'editor'],
  gallery_items: ['admin', 'editor'],
  dishes: ['admin', 'editor'],
  pages: ['admin', 'editor'],
  comments: ['admin', 'moderator'],
  users: ['admin', 'moderator'],
  chats: ['admin', 'moderator'],
  questionnaires: ['admin', 'moderator'],
  audit: ['admin'],
};

export function canUse(resource: string, roles: readonly string[] | undefined): boolean {
  return (resourceRoles[resource] ?? []).some((role) => roles?.includes(role));
}
