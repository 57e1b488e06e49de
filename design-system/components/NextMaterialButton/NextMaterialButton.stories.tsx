import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NextMaterialButton, type NextMaterialButtonProps } from './NextMaterialButton';
import { courseMaterials } from '../../../stories/fixtures/courses';
import { inEnglish, onPhone } from '../../../stories/helpers';

const titles = courseMaterials('ru').map((m) => m.title);

const meta = {
  title: 'Course/NextMaterialButton',
  component: NextMaterialButton,
  args: { activeIndex: 0, total: titles.length, onNext: fn(), nextTitle: titles[1] },
} satisfies Meta<typeof NextMaterialButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While not on the last material: 'Следующий материал' with the next title. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Следующий материал/ }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Stepping through a course: the button disappears on the last material. */
function Walkthrough(props: NextMaterialButtonProps) {
  const [index, setIndex] = useState(props.activeIndex);
  return (
    <div>
      <p data-testid="position">{index + 1} / {props.total}</p>
      <NextMaterialButton
        {...props}
        activeIndex={index}
        nextTitle={titles[index + 1]}
        onNext={() => {
          setIndex(index + 1);
          props.onNext();
        }}
      />
    </div>
  );
}

export const HiddenOnLastMaterial: Story = {
  render: (args) => <Walkthrough {...args} />,
  args: { activeIndex: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Суккот/ }));
    await expect(canvas.getByTestId('position')).toHaveTextContent('4 / 5');
    await userEvent.click(canvas.getByRole('button', { name: /Следующий материал/ }));
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await expect(canvas.getByTestId('position')).toHaveTextContent('5 / 5');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On the last material nothing renders. */
export const LastMaterial: Story = {
  args: { activeIndex: titles.length - 1, nextTitle: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithoutTitle: Story = { args: { nextTitle: undefined } };

export const LongText: Story = {
  args: { nextTitle: 'Песах: исход из Египта, седер, маца и четыре вопроса, которые задают дети за праздничным столом' },
};

export const English: Story = {
  ...inEnglish,
  args: { nextTitle: courseMaterials('en')[1].title },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Next material/ })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, args: { nextTitle: titles[1] } };
