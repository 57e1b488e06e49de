import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DismissibleHint } from './DismissibleHint';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Educators/DismissibleHint',
  component: DismissibleHint,
  args: { onDismiss: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof DismissibleHint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The advice to pick 2–3 hashtags. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('2–3 хэштега');
  },
};

/** The close button hides the hint and reports it. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Скрыть подсказку' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Dismissed: Story = { args: { defaultDismissed: true } };

export const LongText: Story = {
  args: {
    children:
      'Выберите 2–3 хэштега: тему, возраст и формат. Чем больше тегов, тем меньше материалов подходит под все сразу, поэтому начните с двух, посмотрите на результат и добавьте третий, если материалов слишком много.',
  },
};

export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hide the tip' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
