import createCache from '@emotion/cache';

/** One emotion cache per render on the server and one in the browser, with the same key so styles hydrate. */
export const createEmotionCache = () => createCache({ key: 'css', prepend: true });
