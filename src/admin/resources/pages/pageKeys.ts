/** The static pages the site has: one record per page and language. */
export const pageKeys = [
  { id: 'about', name: 'admin.pages.about' },
  { id: 'politics', name: 'admin.pages.politics' },
  { id: 'terms', name: 'admin.pages.terms' },
];
