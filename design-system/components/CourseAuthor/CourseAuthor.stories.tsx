import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CourseAuthor } from './CourseAuthor';
import { courseDetail } from '../../../stories/fixtures/courses';
import { inEnglish, onPhone } from '../../../stories/helpers';

const ru = courseDetail('ru');

const meta = {
  title: 'Course/CourseAuthor',
  component: CourseAuthor,
  args: { author: ru.author, info: ru.authorInfo },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 240 }}><Story /></div>],
} satisfies Meta<typeof CourseAuthor>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPopover = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name });
  return { dialog, body };
};

/** The author's name and the info button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Автор: Мария Каган')).toBeVisible();
  },
};

/** The info popover shows author_info (HTML); on wide screens it opens beside the button; Escape closes it. */
export const InfoOpen: Story = {
  play: async ({ canvasElement }) => {
    const name = 'Об авторе: Мария Каган';
    const { dialog } = await openPopover(canvasElement, name);
    await expect(dialog).toHaveAttribute('data-placement', 'side');
    await expect(within(dialog).getByText('«Календарь и память»')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  },
};

/** Below 576 px the popover opens under the button, centred. */
export const InfoOpenOnPhone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const { dialog } = await openPopover(canvasElement, 'Об авторе: Мария Каган');
    await expect(dialog).toHaveAttribute('data-placement', 'below');
  },
};

/** Without author_info there is no info button. */
export const WithoutInfo: Story = {
  args: { info: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    author: 'Мария Александровна Каган-Розенталь, доктор исторических наук',
    info: `${ru.authorInfo}${ru.authorInfo}<p>Читает лекции в университетах Москвы, Иерусалима и Берлина, ведёт семинары для учителей.</p>`,
  },
  play: async ({ canvasElement }) => {
    await openPopover(canvasElement, 'Об авторе: Мария Александровна Каган-Розенталь, доктор исторических наук');
  },
};

export const English: Story = {
  ...inEnglish,
  args: { author: courseDetail('en').author, info: courseDetail('en').authorInfo },
  play: async ({ canvasElement }) => {
    await openPopover(canvasElement, 'About the author, Maria Kagan');
  },
};

export const Phone: Story = { ...onPhone };
