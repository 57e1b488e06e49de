import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentsBlock } from './CommentsBlock';
import type { CommentView } from './CommentsBlock';
import { commentsFixture } from '../../../stories/fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../../../stories/helpers';

const ru = commentsFixture('ru');
const longText = ru[0].content;

const meta = {
  title: 'Components/CommentsBlock',
  component: CommentsBlock,
  args: {
    comments: ru,
    count: ru.length,
    signedIn: true,
    onSubmit: fn(async () => undefined),
    onLogin: fn(),
    onRegister: fn(),
    onShowMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CommentsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The expected date-time text, in the browser's time zone as the component shows it. */
const dateTime = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(new Date(iso));

const visibleComments = (canvasElement: HTMLElement) => within(canvasElement).queryAllByTestId('comment');

/** Signed in: the form, the count, the first 3 comments; a long one is cut; 'User' for a user without a name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('comments-count')).toHaveTextContent('6 комментариев');
    await expect(visibleComments(canvasElement)).toHaveLength(3);
    await expect(visibleComments(canvasElement)[1]).toHaveTextContent('Пользователь');
    await expect(canvas.getByText(dateTime('ru-RU', '2024-03-14T16:05:00Z'))).toBeVisible();
    // The form is a chunk of its own, shown once loaded.
    await expect(await canvas.findByRole('textbox', { name: 'Ваш комментарий' })).toBeVisible();
  },
};

/** Spec §5: a comment over 150 characters shows its first 150 and an ellipsis; the dots button expands it. */
export const TruncationAndExpand: Story = {
  args: {
    comments: [
      { ...ru[0], id: 1, content: longText.slice(0, 150) },
      { ...ru[0], id: 2, content: longText.slice(0, 151) },
      { ...ru[0], id: 3, content: longText },
    ],
    count: 3,
  },
  play: async ({ canvasElement }) => {
    const [exact, over, long] = visibleComments(canvasElement);
    const text = (item: HTMLElement) => item.querySelector('p')!.textContent;
    // 150 characters: whole, no button.
    await expect(text(exact)).toBe(longText.slice(0, 150));
    await expect(within(exact).queryByRole('button')).toBeNull();
    // 151: cut at 150 with an ellipsis.
    await expect(text(over)).toBe(`${longText.slice(0, 150).trimEnd()}…`);
    await expect([...text(long)!].length).toBeLessThanOrEqual(151);
    const dots = within(long).getByRole('button', { name: 'Показать комментарий целиком' });
    await expect(dots).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(dots);
    await expect(text(long)).toBe(longText);
    await expect(within(long).queryByRole('button')).toBeNull();
    await expect(within(over).getByRole('button')).toBeVisible();
  },
};

/** 'Show more' reveals the rest. */
export const ShowMore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(visibleComments(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё 3' }));
    await expect(visibleComments(canvasElement)).toHaveLength(6);
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: /Показать ещё/ })).toBeNull();
  },
};

const many: CommentView[] = Array.from({ length: 1005 }, (_, i) => ({
  id: i + 1,
  content: `Комментарий ${i + 1}`,
  created_at: '2024-03-01T10:00:00Z',
  user: { name: 'Анна', surname: null },
}));

/** With more than 1000 comments 'show more' reveals 1000 (spec §9). The screenshot is skipped: the page is very tall. */
export const ShowMoreUpTo1000: Story = {
  args: { comments: many, count: 1005 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё 997' }));
    await expect(visibleComments(canvasElement)).toHaveLength(1000);
  },
};

/** Spec §5: empty or blank text is not sent. */
export const EmptyTextNotSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The form's code arrives with its first render (lazy).
    const send = await canvas.findByRole('button', { name: 'Отправить' });
    await userEvent.click(send);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ваш комментарий' }), '   {Enter}  ');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Сначала напишите комментарий: пустой не отправляется.')).toBeVisible();
  },
};

/** Sent: the trimmed text goes out, and the field is cleared when the promise resolves. */
export const SendsAndClears: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Ваш комментарий' });
    await userEvent.type(field, '  Спасибо!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Спасибо!');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Not sent (the promise rejects): the text stays and a message says so. */
export const SendFailedKeepsText: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('503'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Ваш комментарий' });
    await userEvent.type(field, 'Очень интересно');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('Комментарий не отправлен. Текст сохранён — попробуйте ещё раз.')).toBeVisible();
    await expect(field).toHaveValue('Очень интересно');
  },
};

/** While the comment is being sent. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Ваш комментарий' }), 'Очень интересно');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Отправить/ })).toBeDisabled());
  },
};

/** Signed out: a prompt to register or log in instead of the form. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'зарегистрируйтесь' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'войдите' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true, comments: [], count: 0 } };

export const Empty: Story = {
  args: { comments: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('comments-count')).toHaveTextContent('0 комментариев');
  },
};

export const LoadError: Story = {
  args: { error: true, comments: [], count: 0 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Russian plurals of the count: 1 комментарий, 3 комментария, 11 комментариев, 21 комментарий. */
export const Plurals: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[1, 3, 11, 21].map((count) => (
        <CommentsBlock key={count} {...args} count={count} comments={ru.slice(0, 1)} signedIn={false} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const counts = within(canvasElement).getAllByTestId('comments-count').map((el) => el.textContent);
    await expect(counts).toEqual(['1 комментарий', '3 комментария', '11 комментариев', '21 комментарий']);
  },
};

/** A long name and a long unbroken word wrap inside the card. */
export const LongText: Story = {
  args: {
    comments: [
      {
        id: 1,
        content: `${'Оченьдлинноесловобезпробелов'.repeat(4)} и обычный текст после.`,
        created_at: '2024-03-14T16:05:00Z',
        user: { name: 'Александра-Мария', surname: 'Константинопольская-Шварценберг' },
      },
      ...ru.slice(0, 2),
    ],
    count: 3,
  },
};

export const English: Story = {
  ...inEnglish,
  args: { comments: commentsFixture('en'), count: 6, signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('comments-count')).toHaveTextContent('6 comments');
    await expect(visibleComments(canvasElement)[1]).toHaveTextContent('User');
    await expect(canvas.getByRole('button', { name: 'log in' })).toBeVisible();
    await expect(canvas.getByText(dateTime('en-GB', '2024-03-14T16:05:00Z'))).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
