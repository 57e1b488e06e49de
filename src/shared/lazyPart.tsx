import { use, type ComponentType } from 'react';

/** A promise that says how it ended, as React's `use` reads it (then it does not suspend for one already done). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const parts = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every lazy part declared so far. The server awaits it before each render (src/ssr/render.tsx):
 * renderToString does not wait for code, and a part rendered there must be the same HTML as before it was lazy.
 */
export const loadLazyParts = (): Promise<unknown> => Promise.all([...parts].map((load) => load()));

/**
 * A component whose code is a chunk of its own, for what most pages never show (the 404 page inside a detail
 * page). Unlike React.lazy it renders at once where its code is loaded already: on the server after
 * loadLazyParts(), in the browser once `load()` has resolved. Where it is not loaded yet it suspends: while
 * hydrating, its Suspense boundary keeps the server's HTML until the code arrives (no mismatch).
 */
export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): ComponentType<P> & { load(): Promise<ComponentType<P>> } {
  let loading: Tracked<ComponentType<P>> | undefined;
  const load = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const promise: Tracked<ComponentType<P>> = importer();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        // The next render asks again (a chunk that failed to arrive, e.g. offline).
        loading = undefined;
      },
    );
    loading = promise;
    return promise;
  };
  parts.add(load);
  function LazyPart(props: P) {
    const Component = use(load());
    return <Component {...props} />;
  }
  return Object.assign(LazyPart, { load });
}
