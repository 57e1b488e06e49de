import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Preloader, PRELOADER_HIDE_DELAY_MS } from './Preloader';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/Preloader',
  component: Preloader,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } } },
  args: { visible: true },
} satisfies Meta<typeof Preloader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thin bar along the top while the site starts: it never covers the page below it. */
export const Default: Story = {
  render: (args) => (
    <>
      <Preloader {...args} />
      <p style={{ padding: 16 }}>Содержимое страницы видно сразу.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Сайт загружается…');
    await expect(status.getBoundingClientRect().height).toBeLessThanOrEqual(4);
    await expect(within(canvasElement).getByText('Содержимое страницы видно сразу.')).toBeVisible();
  },
};

/** `visible` false: nothing is rendered. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('preloader')).toBeNull();
  },
};

/** The app's start: the preloader hides PRELOADER_HIDE_DELAY_MS after it. */
function AppStart() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), PRELOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Preloader visible={visible} />;
}

/** As the app uses it: hidden 200 ms after start (spec §9). */
export const HidesAfterStart: Story = {
  render: () => <AppStart />,
  play: async ({ canvasElement }) => {
    await expect(PRELOADER_HIDE_DELAY_MS).toBe(200);
    await waitFor(() => expect(within(canvasElement).queryByTestId('preloader')).toBeNull(), { timeout: 1500 });
  },
};

export const English: Story = {
  ...inEnglish,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the site…');
  },
};

export const Phone: Story = { ...onPhone };
