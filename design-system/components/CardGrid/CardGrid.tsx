import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VirtuosoGrid, type GridComponents } from 'react-virtuoso';
import { styled } from '@mui/material/styles';

export interface CardGridProps<T> {
  items: T[];
  /** Renders one card. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of an item. */
  itemKey: (item: T) => string | number;
  /** Rendered under the last row, e.g. the ScrollLoader. */
  footer?: ReactNode;
  /**
   * Allow virtualisation once the list is long (`VIRTUALIZE_FROM` cards); false renders every item always
   * (short fixed lists, print).
   */
  virtualize?: boolean;
}

const List = styled('div', { name: 'DsCardGrid', slot: 'List' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
}));

const Item = styled('div', { name: 'DsCardGrid', slot: 'Item' })({ display: 'flex', '& > *': { width: '100%' } });

interface GridContext {
  footer?: ReactNode;
}

const gridComponents: GridComponents<GridContext> = {
  List: forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function GridList(props, ref) {
    return <List ref={ref} {...props} />;
  }),
  Item: ({ context: _context, ...props }) => <Item {...props} />,
  Footer: ({ context }) => <>{context?.footer}</>,
};

/** Virtualising pays off only for long lists: below this many cards the grid is plain. */
export const VIRTUALIZE_FROM = 60;

/**
 * The responsive card grid of the lists. A plain grid while the list is short — what the server renders (every
 * card readable without JavaScript) and what the browser hydrates; once a reader has scrolled past
 * `VIRTUALIZE_FROM` cards, virtualised over the window's scroll (react-virtuoso), starting from every card it has.
 */
export function CardGrid<T>({ items, renderItem, itemKey, footer, virtualize = true }: CardGridProps<T>) {
  if (!virtualize || items.length < VIRTUALIZE_FROM) {
    return (
      <>
        <List>
          {items.map((item, index) => (
            <Item key={itemKey(item)}>{renderItem(item, index)}</Item>
          ))}
        </List>
        {footer}
      </>
    );
  }
  return (
    <VirtuosoGrid
      useWindowScroll
      data={items}
      components={gridComponents}
      context={{ footer }}
      computeItemKey={(_, item) => itemKey(item)}
      itemContent={(index, item) => renderItem(item, index)}
      increaseViewportBy={600}
      // Its first render draws every card it has (as the plain grid did), then only what is near the viewport.
      initialItemCount={items.length}
    />
  );
}
