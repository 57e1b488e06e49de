import path from 'node:path';

/**
 * Aliases to react-router's production build, for the client build (vite.config.ts) and the server's
 * (vite.server.config.ts). Its package exports name the development build only (remix-run/react-router#12532,
 * #14102: "temporary" since 7.0.2), so a production bundle carried its development checks and warnings.
 */
export const reactRouterProduction = (root: string) => [
  { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs') },
];
