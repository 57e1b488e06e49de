import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FavoriteBookmark, type FavoriteBookmarkProps } from './FavoriteBookmark';
import { MaterialCard } from '../MaterialCard';
import { materialCards } from '../../../stories/fixtures/materials';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** Plays the app's part (spec §4): the server call first, then the local favourites list changes. */
function WithApp(props: FavoriteBookmarkProps) {
  const [active, setActive] = useState(props.active);
  return (
    <FavoriteBookmark
      {...props}
      active={active}
      onToggle={async (next) => {
        await props.onToggle(next);
        setActive(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FavoriteBookmark',
  component: FavoriteBookmark,
  render: (args) => <WithApp {...args} />,
  args: { active: false, signedIn: true, onToggle: fn(async () => undefined), onRequireLogin: fn() },
} satisfies Meta<typeof FavoriteBookmark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favourite: 'add'. A click asks the server, then the bookmark shows 'delete'; another click removes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить в избранное' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить из избранного' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await expect(await canvas.findByRole('button', { name: 'Добавить в избранное' })).toBeVisible();
  },
};

export const Added: Story = { args: { active: true } };

/** While the server answers: busy, further clicks ignored. */
export const Pending: Story = {
  args: { onToggle: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Добавить в избранное' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** The server refused: the bookmark stays as it was. */
export const ToggleFailed: Story = {
  args: { onToggle: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Добавить в избранное' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Добавить в избранное');
  },
};

/** Signed out: a click asks to log in, nothing is toggled. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Добавить в избранное' }));
    await expect(args.onRequireLogin).toHaveBeenCalledTimes(1);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** In a card's corner, where the lists use it. */
export const OnCard: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <MaterialCard material={materialCards('ru')[0]} actions={<WithApp {...args} size="small" />} />
    </div>
  ),
};

export const English: Story = {
  ...inEnglish,
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, render: OnCard.render };
