import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';
import { palette } from '../../theme/primitives';
import { longSearchResults, searchResultsFixture } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

/**
 * Plays the app's part: keeps the query, and answers a non-empty one with `results` (at once: the app's
 * 500 ms wait is left out), an empty one with nothing.
 */
function WithApp(props: HeaderSearchProps) {
  const [query, setQuery] = useState(props.defaultQuery ?? '');
  return (
    <HeaderSearch
      {...props}
      query={query}
      results={query.trim() ? props.results : null}
      onQueryChange={(value) => {
        setQuery(value);
        props.onQueryChange?.(value);
      }}
    />
  );
}

const meta = {
  title: 'Components/HeaderSearch',
  component: HeaderSearch,
  render: (args) => <WithApp {...args} />,
  decorators: [
    (Story) => (
      // A stand-in for the header bar: the panel hangs below it, the phone field covers it.
      <div style={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 64, marginBottom: 560, borderBottom: `1px solid ${palette.line}`, background: palette.paper, padding: '0 16px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    defaultQuery: 'суббота',
    defaultOpen: true,
    results: searchResultsFixture('ru'),
    onQueryChange: fn(),
    onSubmit: fn(),
    onMore: fn(),
    onSelect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results in groups: at most 3 each, 'show all' where a group has more than 3; Enter goes to the search page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Результаты поиска' });
    const materials = within(panel).getByRole('group', { name: 'Материалы' });
    await expect(within(materials).getAllByRole('option').filter((l) => !l.textContent?.startsWith('Показать'))).toHaveLength(3);
    await expect(within(materials).getByRole('option', { name: 'Показать все (12)' })).toHaveAttribute('href', '/ru/search?search=%D1%81%D1%83%D0%B1%D0%B1%D0%BE%D1%82%D0%B0');
    await expect(within(panel).getByRole('group', { name: 'Главы библиотеки' })).toHaveTextContent('Показать все (5)');
    await expect(within(within(panel).getByRole('group', { name: 'Курсы' })).queryByText(/Показать все/)).toBeNull();
    await expect(within(materials).getByRole('option', { name: /Хала/ })).toHaveAttribute('href', '/ru/materials/challah');
  },
};

/** Spec §5: Enter with results present goes to the search page (onSubmit) and closes the panel. */
export const EnterWithResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Поиск по сайту' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('суббота');
    await expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
  },
};

/** Typing reports every change; clearing the field reports an empty query and hides the results at once. */
export const TypingAndClearing: Story = {
  args: { defaultQuery: '', defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Поиск по сайту' });
    await expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
    await userEvent.type(input, 'хала');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('хала');
    await expect(canvas.getByRole('region', { name: 'Результаты поиска' })).toBeVisible();
    await userEvent.clear(input);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
    await userEvent.type(input, '   ');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A search under way and no results yet. */
export const Loading: Story = { args: { loading: true, results: null }, render: (args) => <HeaderSearch {...args} /> };

/** Nothing found (the spec's search.not-found); Enter does not navigate. */
export const NotFound: Story = {
  args: { defaultQuery: 'фыва', results: [{ key: 'materials', items: [], count: 0 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ничего не найдено. Попробуйте другие слова.');
    await userEvent.type(canvas.getByRole('combobox'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Escape, a click outside or a chosen result closes the panel and reports it. */
export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
    await userEvent.type(canvas.getByRole('combobox'), 'ы');
    await expect(canvas.getByRole('region', { name: 'Результаты поиска' })).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
  },
};

/** The app's router, as far as the search sees it: a path that changes (here on a 'story:navigate' event). */
function WithRouteChange(props: HeaderSearchProps) {
  const [path, setPath] = useState('/ru/materials');
  useEffect(() => {
    const navigate = () => setPath('/ru/courses');
    window.addEventListener('story:navigate', navigate);
    return () => window.removeEventListener('story:navigate', navigate);
  }, []);
  return <WithApp {...props} closeKey={path} />;
}

/** A new closeKey (the route changed) closes the panel. */
export const ClosesOnRouteChange: Story = {
  render: (args) => <WithRouteChange {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Результаты поиска' })).toBeVisible();
    // Dispatched until it lands: the listener is added in an effect that may run after the play starts.
    await waitFor(() => {
      window.dispatchEvent(new Event('story:navigate'));
      expect(canvas.queryByRole('region', { name: 'Результаты поиска' })).toBeNull();
    });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A count the server estimated (a very common query): 'show all' says "около". */
export const EstimatedCount: Story = {
  args: {
    defaultQuery: 'книга',
    results: searchResultsFixture('ru').map((group) =>
      group.key === 'materials' ? { ...group, count: 67000, countEstimated: true } : group,
    ),
  },
  play: async ({ canvasElement }) => {
    const materials = within(canvasElement).getByRole('group', { name: 'Материалы' });
    await expect(within(materials).getByRole('option', { name: /^Показать все \(около 67\s000\)$/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('group', { name: 'Главы библиотеки' })).toHaveTextContent('Показать все (5)');
  },
};

export const LongText: Story = { args: { results: longSearchResults('ru') } };

export const English: Story = {
  ...inEnglish,
  args: { defaultQuery: 'shabbat', results: searchResultsFixture('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Show all (12)' })).toBeVisible();
  },
};

/** At phone width the field folds into a button; opened, it covers the header bar. */
export const Phone: Story = {
  ...onPhone,
  args: { defaultOpen: false, defaultQuery: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть поиск' }));
    await expect(canvas.getByRole('combobox')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox'), 'суббота');
    await expect(canvas.getByRole('region', { name: 'Результаты поиска' })).toBeVisible();
  },
};

/**
 * The field is a WAI-ARIA combobox: ArrowDown moves into the results (aria-activedescendant; focus stays in the
 * field), Up goes back, Enter opens the active result as a click would, Escape leaves the results.
 */
export const KeyboardInResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Поиск по сайту' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const options = canvas.getAllByRole('option');
    // The first result, not the group's 'show all' that comes first in the markup.
    await expect(input).toHaveAttribute('aria-activedescendant', options.find((o) => o.textContent?.includes('Шаббат — остров'))!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    const active = canvasElement.ownerDocument.getElementById(input.getAttribute('aria-activedescendant')!)!;
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveFocus();
    // The link's own navigation is stopped here: the story stays.
    active.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The arrows reached a result: it is marked as focused while the field keeps the caret. */
export const ActiveResult: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Поиск по сайту' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
  },
};

/** The search button submits the form (a form needs one); with results it goes to the search page. */
export const SubmitButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Найти' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('суббота');
  },
};
