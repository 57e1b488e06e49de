import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../design-system';

/** `count` placeholder cards in a grid while a list loads. */
export function SkeletonGrid({ skeleton, count = 3 }: { skeleton: ReactNode; count?: number }) {
  return <CardGrid virtualize={false} items={Array.from({ length: count }, (_, i) => i)} itemKey={(i) => i} renderItem={() => skeleton} />;
}

export interface LoadedListProps<T> {
  /** The items, `undefined` while they load or when loading failed. */
  items: T[] | undefined;
  error?: unknown;
  /** Shown when loading failed and nothing is cached; without it the skeleton stays. */
  errorView?: ReactNode;
  skeleton: ReactNode;
  emptyText: string;
  /** data-testid of the empty text. */
  emptyTestId: string;
  children: (items: T[]) => ReactNode;
}

/** The states of a list read at once (the team, the gallery, the dishes, the places): failed, loading, empty, shown. */
export function LoadedList<T>({ items, error, errorView, skeleton, emptyText, emptyTestId, children }: LoadedListProps<T>) {
  if (!items) return <>{error && errorView ? errorView : skeleton}</>;
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={emptyTestId}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children(items)}</>;
}
