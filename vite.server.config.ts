import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';

/**
 * The server compiled to JavaScript (`npm run build:server`, part of `npm run build`): one Vite SSR build of
 * server/src/server.ts that takes in everything it imports from the repository — the API and, through
 * server/src/plugins/pages.ts, the React app it renders (src/ssr/render.tsx) — so `npm run serve` runs plain
 * `node` and nothing compiles at run time. Packages stay in node_modules (Vite's SSR default: imported as they are).
 *
 * SERVER_OUT_DIR puts the output elsewhere (default server/dist).
 */
const root = import.meta.dirname;
const outDir = path.resolve(root, process.env.SERVER_OUT_DIR ?? 'server/dist');

/**
 * Files read at run time by a path relative to their module (migrations/*.sql, the seed content, the source
 * index.html found from config.ts) stay where they are in the repository: each module's `import.meta.dirname`
 * is rewritten to its source folder, expressed relative to the output folder, so the built server finds them
 * wherever the checkout lives and nothing has to be copied (or can go stale) next to the bundle.
 */
function sourceDirname(): Plugin {
  return {
    name: 'source-dirname',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.dirname')) return null;
      const fromOutput = path.relative(outDir, path.dirname(id.split('?')[0])) || '.';
      return {
        code: code.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${fromOutput}`)})`),
        map: null,
      };
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), sourceDirname()],
  // The client build's `dedupe` matters to the console's editor only, which the server does not import.
  // react-router's production build, as in the client: react-router-dom (two lines re-exporting react-router) is
  // taken into the bundle, so that its imports of react-router meet the alias too; one copy of the router. So are
  // the router's own cookie and set-cookie-parser (nested in its folder, older than the ones at the top), which
  // the bundled router would otherwise import from the top of node_modules.
  resolve: { alias: reactRouterProduction(root) },
  ssr: { noExternal: ['react-router-dom', 'cookie', 'set-cookie-parser'] },
  build: {
    ssr: 'server/src/server.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // One file for the server plus the chunks of what it imports lazily (the app's lazy routes).
    rollupOptions: { output: { entryFileNames: 'server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  // public/ belongs to the client build.
  publicDir: false,
  logLevel: 'warn',
});
