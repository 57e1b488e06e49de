import type { ReactNode } from 'react';
import { LazyNotFoundPage } from './LazyNotFoundPage';

export interface DetailScreenProps<T> {
  /** The item: `null` when the API has none (404), `undefined` while it loads or when loading failed. */
  data: T | null | undefined;
  error?: unknown;
  /** Shown when loading failed and nothing is cached; without it the skeleton stays. */
  errorView?: ReactNode;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** The states of a detail page (a material, a course, a chapter, a place, a static page): not found, failed, loading, shown. */
export function DetailScreen<T>({ data, error, errorView, skeleton, children }: DetailScreenProps<T>) {
  if (data === null) return <LazyNotFoundPage />;
  if (data === undefined) return <>{error && errorView ? errorView : skeleton}</>;
  return <>{children(data)}</>;
}
