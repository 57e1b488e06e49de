/** The console roles (an account may hold several). */
export const roleChoices = [
  { id: 'admin', name: 'admin.roles.admin' },
  { id: 'editor', name: 'admin.roles.editor' },
  { id: 'moderator', name: 'admin.roles.moderator' },
];

/** `card_access` (the educators' tool) is 0 or 1 in the API, shown as no/yes. */
export const cardAccessChoices = [
  { id: 0, name: 'ra.boolean.false' },
  { id: 1, name: 'ra.boolean.true' },
];
