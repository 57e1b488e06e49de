import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { profileRoutes } from './profile/index.ts';
import { accountRoutes } from './account/index.ts';
import { chatRoutes } from './chat/index.ts';
import { commentRoutes } from './comments/index.ts';
import { contactRoutes } from './contact/index.ts';
import { favoriteRoutes } from './favorites/index.ts';
import { likeRoutes } from './likes/index.ts';
import { progressRoutes } from './progress/index.ts';
import { historyRoutes } from './history/index.ts';
import { questionaryRoutes } from './questionary/index.ts';
import { shareRoutes } from './shares/index.ts';
import { materialRoutes } from './materials/index.ts';
import { tagRoutes } from './tags/index.ts';
import { userRoutes } from './user/index.ts';
import { courseRoutes } from './courses/index.ts';
import { hashtagRoutes, hashtagToolRoutes } from './hashtags/index.ts';
import { selectionRoutes } from './selections/index.ts';
import { teamRoutes } from './team/index.ts';
import { pageRoutes } from './pages/index.ts';
import { libraryRoutes } from './library/index.ts';
import { placeRoutes } from './places/index.ts';
import { galleryRoutes } from './gallery/index.ts';
import { dishRoutes } from './dishes/index.ts';
import { searchRoutes } from './search/index.ts';
import { adminRoutes } from './admin/index.ts';

/** Every /api route; each resource registers its own routes in its folder. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tagRoutes);
  await app.register(materialRoutes);
  await app.register(userRoutes);
  // accounts: registration, sign-in, password reset, profile (sign-in with Google/Facebook: auth/social.ts, in app.ts)
  await app.register(authRoutes);
  await app.register(profileRoutes);
  // account safety: sessions, sign out everywhere, delete the account
  await app.register(accountRoutes);
  // engagement: likes, shares, favourites, comments, reading progress, help chat, questionnaire, contact form
  await app.register(likeRoutes);
  await app.register(shareRoutes);
  await app.register(favoriteRoutes);
  await app.register(commentRoutes);
  await app.register(progressRoutes);
  await app.register(historyRoutes);
  await app.register(chatRoutes);
  await app.register(questionaryRoutes);
  await app.register(contactRoutes);
  // content: courses, hashtags, team, static pages, library, map, gallery, ashkenazi table, search
  await app.register(courseRoutes);
  await app.register(hashtagRoutes);
  // educators' selections: saved hashtag searches, shared as read-only links
  await app.register(selectionRoutes);
  await app.register(teamRoutes);
  await app.register(pageRoutes);
  await app.register(libraryRoutes);
  await app.register(placeRoutes);
  await app.register(galleryRoutes);
  await app.register(dishRoutes);
  await app.register(searchRoutes);
  // the editorial console (roles checked on every call)
  await app.register(adminRoutes, { prefix: '/admin' });
};

/** The few calls of the spec without the /api prefix that are not sign-in redirects: the educators' tool. */
export const rootRoutes: FastifyPluginAsync = async (app) => {
  await app.register(hashtagToolRoutes);
};
