import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import Drawer from '@mui/material/Drawer';
import { CookieNotice } from './CookieNotice';
import { inEnglish, onPhone } from '../../../stories/helpers';

const meta = {
  title: 'Components/CookieNotice',
  component: CookieNotice,
  decorators: [(Story) => <div style={{ minHeight: 240 }}><Story /></div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
  args: { open: true, onAccept: fn(), policyHref: '/ru/politics' },
} satisfies Meta<typeof CookieNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the bottom of the page; 'Got it!' reports the acceptance. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // Its code arrives when it first opens (lazy).
    const notice = await within(canvasElement).findByRole('region', { name: 'Файлы cookie' });
    await expect(within(notice).getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/politics');
    await userEvent.click(within(notice).getByRole('button', { name: 'Понятно!' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPolicyLink: Story = { args: { policyHref: undefined } };

/** Accepted: the app stops showing it. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const English: Story = {
  ...inEnglish,
  args: { policyHref: '/en/politics' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Got it!' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { ...onPhone };

/**
 * On a phone with the mobile menu (a drawer) open: the menu is above the notice, its last link can be pressed
 * (the notice used to cover the bottom of the menu).
 */
export const UnderTheMobileMenu: Story = {
  ...onPhone,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 700 }}>
        <Story />
        <Drawer anchor="left" open>
          <nav aria-label="Меню" style={{ width: 280, height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', padding: 16 }}>
            <a href="/ru/about">О проекте</a>
          </nav>
        </Drawer>
      </div>
    ),
  ],
  play: async () => {
    // The notice is there (its code arrives when it first opens), under the menu.
    await waitFor(() => expect(document.querySelector('[aria-label="Файлы cookie"]')).not.toBeNull());
    const link = document.querySelector<HTMLAnchorElement>('a[href="/ru/about"]')!;
    const box = link.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 4, box.top + box.height / 2)).toBe(link);
  },
};
