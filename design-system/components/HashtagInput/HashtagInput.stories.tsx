import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HashtagInput, type HashtagInputProps } from './HashtagInput';
import type { HashtagView } from './hashtag';
import { hashtagById, suggestHashtags } from '../../../stories/fixtures/hashtags';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** The page around the input: suggestions for the typed text, the chosen tags, clear empties both. */
function Stateful(props: HashtagInputProps & { locale?: 'ru' | 'en' }) {
  const { locale = 'ru', ...rest } = props;
  const [selected, setSelected] = useState<HashtagView[]>(props.selected);
  const [suggestions, setSuggestions] = useState<HashtagView[]>(props.suggestions);
  return (
    <HashtagInput
      {...rest}
      selected={selected}
      suggestions={suggestions}
      onQueryChange={(query) => {
        setSuggestions(suggestHashtags(locale, query));
        props.onQueryChange(query);
      }}
      onAdd={(tag) => {
        setSelected((list) => [...list, tag]);
        setSuggestions([]);
        props.onAdd(tag);
      }}
      onRemove={(tag) => {
        setSelected((list) => list.filter((t) => t.id !== tag.id));
        props.onRemove(tag);
      }}
      onClear={() => {
        setSelected([]);
        setSuggestions([]);
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Educators/HashtagInput',
  component: HashtagInput,
  render: (args) => <Stateful {...args} />,
  args: {
    selected: [hashtagById('ru', 1), hashtagById('ru', 18)],
    suggestions: [],
    onQueryChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onClear: fn(),
    onSearch: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 840, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof HashtagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two chosen hashtags, the input and 'Поиск материалов'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('list', { name: 'Выбранные хэштеги' });
    await expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#шаббат', '#семья']);
    await userEvent.click(canvas.getByRole('button', { name: 'Поиск материалов' }));
    await expect(args.onSearch).toHaveBeenCalled();
  },
};

/** Typing shows suggestions; Enter adds the highlighted one, a click adds another; chosen ones are not suggested. */
export const AddByEnterAndClick: Story = {
  args: { selected: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Хэштеги' });
    await userEvent.type(input, 'шаб');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('шаб');
    await body.findByRole('option', { name: '#шаббат' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 1, name: 'шаббат' });
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('list', { name: 'Выбранные хэштеги' })).toHaveTextContent('#шаббат');

    await userEvent.type(input, 'ра');
    await userEvent.click(await body.findByRole('option', { name: '#литература' }));
    await expect(args.onAdd).toHaveBeenLastCalledWith({ id: 20, name: 'литература' });
    await expect(within(canvas.getByRole('list', { name: 'Выбранные хэштеги' })).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.type(input, 'шаб');
    await expect(await body.findByText('Таких хэштегов нет')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Suggestions for the typed text, the first highlighted (Enter takes it). */
export const ShowsSuggestions: Story = {
  args: { selected: [hashtagById('ru', 18)] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Хэштеги' }), 'и');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option').map((o) => o.textContent);
    await expect(options).toContain('#игра');
    await expect(options).not.toContain('#семья');
  },
};

/** A chip's × removes that hashtag. */
export const RemoveChip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать #шаббат' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 1, name: 'шаббат' });
    await expect(canvas.getByRole('list', { name: 'Выбранные хэштеги' })).not.toHaveTextContent('#шаббат');
    await expect(canvas.getByRole('list', { name: 'Выбранные хэштеги' })).toHaveTextContent('#семья');
  },
};

/** 'Очистить' empties the chosen hashtags, the typed text and the suggestions. */
export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Хэштеги' });
    await userEvent.type(input, 'пу');
    await body.findByRole('option', { name: '#пурим' });
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('list', { name: 'Выбранные хэштеги' })).toBeNull();
    await expect(input).toHaveValue('');
    await waitFor(() => expect(body.queryByRole('option')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Очистить' })).toBeDisabled();
  },
};

/** Nothing chosen yet: the results page's input has no search button. */
export const Empty: Story = { args: { selected: [], onSearch: undefined } };

/** Suggestions loading. */
export const LoadingSuggestions: Story = {
  args: { selected: [], loadingSuggestions: true },
  render: (args) => <HashtagInput {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'ис');
    await expect(await within(canvasElement.ownerDocument.body).findByText('Ищем хэштеги…')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    selected: [1, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((id) => hashtagById('ru', id)),
  },
};

export const English: Story = {
  ...inEnglish,
  render: (args) => <Stateful {...args} locale="en" />,
  args: { selected: [hashtagById('en', 1), hashtagById('en', 18)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Find materials' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove #shabbat' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };

/** No hashtag chosen yet: 'Поиск материалов' waits for one and the line below says why. */
export const NothingChosen: Story = {
  args: { selected: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('button', { name: 'Поиск материалов' });
    await expect(search).toBeDisabled();
    await expect(search).toHaveAccessibleDescription('Выберите хотя бы один хэштег, чтобы найти отмеченные им материалы.');
  },
};
