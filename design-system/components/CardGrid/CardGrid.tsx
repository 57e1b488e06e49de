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
   * Render every item without virtualisation (server-side tests, print). Lists grow by pages of 11–12, so the
   * virtualised grid only pays off once a reader has scrolled far; it is on by default.
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

/** The responsive card grid of the lists, virtualised over the window's scroll (react-virtuoso). */
export function CardGrid<T>({ items, renderItem, itemKey, footer, virtualize = true }: CardGridProps<T>) {
  if (!virtualize) {
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
    />
  );
}
