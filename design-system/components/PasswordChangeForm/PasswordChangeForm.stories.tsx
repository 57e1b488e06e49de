import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChangeForm, type CurrentPasswordError, type PasswordChangeFormProps } from './PasswordChangeForm';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** The page around the form: a 'server' that refuses the current password 'wrong-one'. */
function WithServer(props: PasswordChangeFormProps) {
  const [currentError, setCurrentError] = useState<CurrentPasswordError>();
  return (
    <PasswordChangeForm
      {...props}
      currentError={currentError}
      onSubmit={async (values) => {
        await props.onSubmit(values);
        if (values.current === 'wrong-one') {
          setCurrentError('wrong');
          throw new Error('422');
        }
        setCurrentError(undefined);
      }}
    />
  );
}

const meta = {
  title: 'Profile/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { hasPassword: true, onSubmit: fn(async () => undefined) },
  render: (args) => <WithServer {...args} />,
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const ru = { current: 'Текущий пароль', password: 'Новый пароль', confirmation: 'Повторите пароль', submit: 'Сменить пароль' };
const en = { current: 'Current password', password: 'New password', confirmation: 'Repeat the password', submit: 'Change password' };

async function fill(canvasElement: HTMLElement, values: { current?: string; password: string; confirmation: string }, labels = ru) {
  const canvas = within(canvasElement);
  const field = (label: string) => canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  if (values.current !== undefined) {
    await userEvent.clear(field(labels.current));
    if (values.current) await userEvent.type(field(labels.current), values.current);
  }
  await userEvent.clear(field(labels.password));
  if (values.password) await userEvent.type(field(labels.password), values.password);
  await userEvent.clear(field(labels.confirmation));
  if (values.confirmation) await userEvent.type(field(labels.confirmation), values.confirmation);
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
  // Looked up when read: after a successful change the form is gone.
  return {
    get current() {
      return field(labels.current);
    },
    get password() {
      return field(labels.password);
    },
    get confirmation() {
      return field(labels.confirmation);
    },
  };
}

export const Default: Story = {};

/** Every field required; the §5 messages on the new password and its confirmation; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = await fill(canvasElement, { current: '', password: 'abc1234', confirmation: 'abc' });
    await expect(fields.current).toHaveAccessibleDescription('Введите текущий пароль.');
    await expect(fields.password).toHaveAccessibleDescription('Пароль должен быть длиннее 8 символов.');
    await expect(fields.confirmation).toHaveAccessibleDescription('Введённые пароли не совпадают. Пожалуйста, введите пароль ещё раз.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the current password: the message under it, the fields kept. */
export const WrongCurrent: Story = {
  play: async ({ canvasElement }) => {
    const fields = await fill(canvasElement, { current: 'wrong-one', password: 'Shalom2027', confirmation: 'Shalom2027' });
    await expect(fields.current).toHaveAccessibleDescription('Текущий пароль указан неверно.');
    await expect(fields.password).toHaveValue('Shalom2027');
    await userEvent.type(fields.current, 'x');
    await expect(fields.current).not.toHaveAccessibleDescription();
  },
};

/** Changed: the message says the other devices are signed out. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { current: 'Shalom2026', password: 'Shalom2027', confirmation: 'Shalom2027' });
    await expect(args.onSubmit).toHaveBeenCalledWith({ current: 'Shalom2026', password: 'Shalom2027', confirmation: 'Shalom2027' });
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Пароль изменён. На других устройствах выполнен выход.',
    );
  },
};

/** The request failed for another reason: a 'not changed' message, the fields kept. */
export const Failed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const fields = await fill(canvasElement, { current: 'Shalom2026', password: 'Shalom2027', confirmation: 'Shalom2027' });
    await expect(await within(canvasElement).findByText('Пароль не изменён. Попробуйте ещё раз.')).toBeVisible();
    await expect(fields.password).toHaveValue('Shalom2027');
  },
};

/** An account of Google/Facebook sign-in sets a first password: no current password. */
export const SetFirstPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/^Текущий пароль/, { selector: 'input' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Задать пароль' })).toBeVisible();
  },
};

export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    const fields = await fill(canvasElement, { current: '', password: '', confirmation: 'x' }, en);
    await expect(fields.current).toHaveAccessibleDescription('Enter your current password.');
    await expect(fields.password).toHaveAccessibleDescription('Enter your password.');
    await fill(canvasElement, { current: 'Shalom2026', password: 'Shalom2027', confirmation: 'Shalom2027' }, en);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other devices are signed out.',
    );
  },
};

export const Phone: Story = { ...onPhone };
