export type ProfileLinkKey = 'data' | 'favorites' | 'courses' | 'materials' | 'reviews' | 'help' | 'questionary';

/** The profile pages in menu order (spec §2: /profile/data … /profile/questionary). */
export const PROFILE_LINK_KEYS: readonly ProfileLinkKey[] = ['data', 'favorites', 'courses', 'materials', 'reviews', 'help', 'questionary'];
