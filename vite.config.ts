import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './scripts/vite/precompiled-messages';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), precompiledMessages()],
  resolve: {
    // ra-input-rich-text (the console) nests an older @tiptap/core than its own extensions need: use the hoisted one.
    // react-is: emotion's hoist-non-react-statics nests v16 beside MUI's v19; both are read the same way (ForwardRef,
    // Memo, isMemo), so every page carried react-is twice.
    dedupe: ['@tiptap/core', '@tiptap/pm', 'react-is'],
    alias: command === 'build' ? reactRouterProduction(import.meta.dirname) : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunks of the page it renders.
    manifest: true,
    // Every browser Vite's default target covers except Safari 16 follows <link rel="modulepreload">; there the
    // chunks load when imported. The polyfill would cost every page a request.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The editorial console (/admin) is its own entry: the public site never downloads its code.
      input: { main: 'index.html', admin: 'admin.html' },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys. React and the
        // router are two, so the entry evaluates them in separate tasks (src/main.tsx).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(react-router|react-router-dom)\//.test(id)) return 'router';
          // The query objects the route table's handles name (src/api, the filters they read): one chunk of the
          // first load, not one per module shared with the pages. axios's wrapper (http.ts) stays lazy.
          if (/\/src\/(api\/(?!http\.)[^/]+|lib\/listFilters)\.ts$/.test(id)) return 'queries';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/storage': apiTarget,
      '/google_auth': apiTarget,
      '/fb_auth': apiTarget,
      '/search-hashtags': apiTarget,
      '/search-hashtags-data': apiTarget,
    },
  },
}));
