import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpChat, type ChatMessageView, type HelpChatProps } from './HelpChat';
import { chatMessages } from '../../../stories/fixtures/profile';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** The page around the chat: a sent message joins the thread (with a fixed date, for stable screenshots). */
function WithThread(props: HelpChatProps) {
  const [thread, setThread] = useState<ChatMessageView[]>(props.messages);
  return (
    <HelpChat
      {...props}
      messages={thread}
      onSend={async (text) => {
        await props.onSend(text);
        setThread((list) => [...list, { id: list.length + 100, author: 'user', text, created_at: '2024-05-14T09:00:00Z', is_new: false }]);
      }}
    />
  );
}

const meta = {
  title: 'Profile/HelpChat',
  component: HelpChat,
  render: (args) => <WithThread {...args} />,
  args: { messages: chatMessages('ru'), onSend: fn(async () => undefined), timeZone: 'Europe/Moscow' },
} satisfies Meta<typeof HelpChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The thread: the user's and the team's messages with date-time; the team's new answer is marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('log', { name: 'Сообщения' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveAttribute('data-unread', 'true');
    await expect(within(items[3]).getByText('Новое')).toBeVisible();
    await expect(items[1]).toHaveAttribute('data-unread', 'false');
    await expect(within(items[1]).getByText('13.05.2024, 14:42')).toBeVisible();
  },
};

/** Sending: the message goes to onSend, joins the thread and the input empties. */
export const Send: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Ваше сообщение' });
    await expect(canvas.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await userEvent.type(input, 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSend).toHaveBeenCalledWith('Спасибо!');
    await expect(input).toHaveValue('');
    await expect(within(canvas.getByRole('log', { name: 'Сообщения' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The send failed: an error, the text kept. */
export const Error: Story = {
  args: { onSend: fn(async () => Promise.reject(new globalThis.Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Ваше сообщение' });
    await userEvent.type(input, 'Не открывается курс');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сообщение не отправлено');
    await expect(input).toHaveValue('Не открывается курс');
  },
};

/** No messages yet: the promise of an answer within one working day. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Администратор сайта ответит в течение одного рабочего дня.');
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: {
    messages: [
      ...chatMessages('ru').slice(0, 2),
      {
        id: 9,
        author: 'user',
        text: 'Очень длинное сообщение без пробелов: https://example.org/ru/materials/shabbat-ostrov-vo-vremeni?utm_source=profile-help-chat\nи ещё несколько строк.\n'.repeat(3),
        created_at: '2024-05-13T12:00:00Z',
        is_new: false,
      },
    ],
  },
};

export const English: Story = {
  ...inEnglish,
  args: { messages: chatMessages('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const EnglishEmpty: Story = { ...inEnglish, args: { messages: [] } };

export const Phone: Story = { ...onPhone };
