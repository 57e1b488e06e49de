import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../design-system';
import { MaterialPage } from '../../src/features/materials/MaterialPage';
import { AccountScreen } from './AccountScreens';
import { materialHandlers } from '../msw/materials';
import { currentUser, signedIn } from '../msw/accounts';
import { commentsFixture } from '../fixtures/header-and-engagement';
import { inEnglish, onPhone } from '../helpers';

/**
 * The material page's actions and comments (src/pages/MaterialPage) with the session and the account modals:
 * like (count, once), share links with the counter, copy link, bookmark (the login modal for a visitor), and the
 * comments' states. Every call is answered by MSW and recorded.
 */
const calls: string[] = [];
const langOf = (request: Request) => (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;
const record = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`);

const commentsHandler = http.get('/api/materials/:slug/comments', ({ request }) => {
  const comments = commentsFixture(langOf(request));
  return HttpResponse.json({ comments, countComments: comments.length });
});
const actionHandlers = [
  http.post('/api/materials/:id/increase-likes', ({ request }) => {
    record(request);
    return HttpResponse.json({ countLikes: 4 });
  }),
  http.post('/api/materials/:slug/increase-share', ({ request }) => {
    record(request);
    return HttpResponse.json({ success: true });
  }),
  http.post('/api/favorite/:id/:action', ({ request }) => {
    record(request);
    return HttpResponse.json({ success: true });
  }),
  http.post('/api/materials/:slug/', async ({ request }) => {
    record(request);
    const content = new URLSearchParams(await request.text()).get('content') ?? '';
    return HttpResponse.json({
      success: true,
      comment: { id: 99, content, created_at: '2024-03-15T10:00:00Z', user: { name: 'Анна', surname: 'Коган' } },
    });
  }),
  http.get('/api/user', () => HttpResponse.json({ ...currentUser(), favoriteMaterials: [1] })),
];
/** The material of the screen stories, then these comments, then the actions (MSW takes the first match). */
const handlers = (comments = commentsHandler) => [comments, ...actionHandlers, ...materialHandlers];

const meta = {
  title: 'Screens/Material actions and comments',
  render: () => (
    <AccountScreen>
      <Routes>
        <Route path="materials/:slug" element={<MaterialPage />} />
      </Routes>
    </AccountScreen>
  ),
  parameters: { layout: 'padded', route: '/ru/materials/shabbat', msw: { handlers: handlers() } },
  beforeEach: () => {
    calls.length = 0;
    localStorage.removeItem('token');
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByTestId('material-actions'));
const comments = (canvasElement: HTMLElement) => within(canvasElement).findAllByTestId('comment');

/** Like: the count goes up by one and the button stays pressed; a second click sends nothing. */
export const Liked: Story = {
  play: async ({ canvasElement }) => {
    const bar = await actions(canvasElement);
    const like = bar.getByRole('button', { name: /^Нравится/ });
    await expect(like).toHaveTextContent('3');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await expect(like).toHaveTextContent('4');
    await userEvent.click(like, { pointerEventsCheck: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(calls.filter((call) => call.endsWith('/increase-likes'))).toEqual(['POST /api/materials/1/increase-likes']);
    await expect(like).toHaveTextContent('4');
  },
};

/** Liked before (issue 19): after the page loads, the reader's own like is asked, and the heart is back, pressed. */
export const AlreadyLiked: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/materials/:id/likes', () => HttpResponse.json({ liked: true, countLikes: 4 })), ...handlers()] },
  },
  play: async ({ canvasElement }) => {
    const bar = await actions(canvasElement);
    const like = bar.getByRole('button', { name: /^Нравится/ });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await expect(like).toHaveTextContent('4');
    await userEvent.click(like, { pointerEventsCheck: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(calls.filter((call) => call.endsWith('/increase-likes'))).toEqual([]);
  },
};

/** Share: the network links carry the page's address and count a share on click; copy link shows 'Link copied'. */
export const Shared: Story = {
  play: async ({ canvasElement }) => {
    const bar = await actions(canvasElement);
    const twitter = bar.getByRole('link', { name: 'Поделиться в Twitter' });
    await expect(twitter).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/ru/materials/shabbat')));
    await expect(bar.getByRole('link', { name: 'Поделиться в Facebook' })).toHaveAttribute('target', '_blank');
    await expect(bar.getByRole('link', { name: 'Поделиться в LinkedIn' })).toHaveAttribute('target', '_blank');
    // The click counts the share; the network's window itself is not opened in the story.
    twitter.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(twitter);
    await waitFor(() => expect(calls).toEqual(['POST /api/materials/shabbat/increase-share']));
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(bar.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await bar.findByText('Ссылка скопирована')).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/ru\/materials\/shabbat$/));
    writeText.mockRestore();
    // The note goes after 2 s: the screenshot shows the bar as it stays.
    await waitFor(() => expect(bar.queryByText('Ссылка скопирована')).toBeNull(), { timeout: 3000 });
  },
};

/** A visitor's bookmark opens the login modal; so do the comments' 'log in' and 'sign up'. */
export const VisitorBookmark: Story = {
  play: async ({ canvasElement }) => {
    const bar = await actions(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: 'Добавить в избранное' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toHaveTextContent('Вход');
    await expect(calls).toEqual([]);
  },
};

/** A signed-in reader: the bookmark shows the favourite and removes it server-first; the form posts a comment. */
export const SignedIn: Story = {
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await actions(canvasElement);
    const bookmark = await bar.findByRole('button', { name: 'Удалить из избранного' });
    await userEvent.click(bookmark);
    await expect(await bar.findByRole('button', { name: 'Добавить в избранное' })).toBeVisible();
    await expect(calls).toEqual(['POST /api/favorite/1/delete']);

    // The comment form's code arrives with the reader's first render (lazy).
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Ваш комментарий' }), 'Спасибо, очень понятно!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(calls).toContain('POST /api/materials/shabbat/'));
    // The new comment comes first (the list re-renders: query it afresh).
    await waitFor(() => expect(canvas.getAllByTestId('comment')[0]).toHaveTextContent('Спасибо, очень понятно!'));
    await expect(canvas.getByRole('textbox', { name: 'Ваш комментарий' })).toHaveValue('');
    window.scrollTo(0, 0);
  },
};

/**
 * Comments (spec §4, §5): 3 first and 'show more' for the rest; a comment over 150 characters is cut with an
 * ellipsis and the expand button; a visitor gets the prompt to sign up or log in.
 */
export const Comments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let list = await comments(canvasElement);
    await expect(list).toHaveLength(3);
    await expect(list[0]).toHaveTextContent('…');
    await userEvent.click(within(list[0]).getByRole('button', { name: 'Показать комментарий целиком' }));
    await expect(list[0]).toHaveTextContent(/простыми словами\.$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё 3' }));
    list = await comments(canvasElement);
    await expect(list).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'зарегистрируйтесь' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'войдите' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Ваш комментарий' })).toBeNull();
  },
};

export const CommentsEmpty: Story = {
  parameters: {
    msw: { handlers: handlers(http.get('/api/materials/:slug/comments', () => HttpResponse.json({ comments: [], countComments: 0 }))) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Комментариев пока нет. Напишите первый.')).toBeVisible();
  },
};

export const CommentsLoading: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        http.get('/api/materials/:slug/comments', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('material-actions');
    await expect(await canvas.findByRole('status', { name: 'Комментарии загружаются…' })).toBeInTheDocument();
  },
};

/** The comments fail to load (the material shows): a message with 'Try again', which asks again. */
export const CommentsError: Story = {
  parameters: {
    msw: {
      handlers: handlers(http.get('/api/materials/:slug/comments', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }))),
    },
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить комментарии.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(canvas.getByTestId('material-actions')).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  parameters: { route: '/en/materials/shabbat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await actions(canvasElement);
    await expect(bar.getByRole('button', { name: /^Like/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Share on Twitter' })).toBeVisible();
    await expect(await comments(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Show 3 more' })).toBeVisible();
  },
};

/** Phones: the actions wrap and the comments fit 375 px. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await actions(canvasElement);
    await expect(await comments(canvasElement)).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
