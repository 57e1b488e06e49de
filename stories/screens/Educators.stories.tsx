import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EducatorsPage } from '../../src/features/educators/EducatorsPage';
import { HashtagResultsPage } from '../../src/features/educators/HashtagResultsPage';
import { AccountScreen } from './AccountScreens';
import { educatorHandlers, signedIn } from '../msw/accounts';
import { onPhone } from '../helpers';

/** Da For Educators (src/features/educators): the form for card_access 1, the landing for others, the results. */
const meta = {
  title: 'Screens/Educators',
  render: () => <AccountScreen>{<EducatorsPage />}</AccountScreen>,
  beforeEach: signedIn,
  parameters: { layout: 'padded', route: '/ru/da-for-educators', msw: { handlers: educatorHandlers(1) } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An educator: banner, hint, input, 'Поиск материалов', the table of all hashtags, the contact form. */
export const Educator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('educators-banner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Поиск материалов' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '#шаббат' }));
    await expect(canvas.getByRole('button', { name: 'Убрать #шаббат' })).toBeVisible();
    await expect(canvas.getByTestId('contact-block')).toBeVisible();
  },
};

/** Signed in without access: the landing invites to the questionnaire. */
export const WithoutAccess: Story = {
  parameters: { msw: { handlers: educatorHandlers(0) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Заполнить анкету' })).toHaveAttribute('href', '/ru/profile/questionary');
  },
};

/** A visitor: the landing invites to register. */
export const Visitor: Story = {
  beforeEach: () => localStorage.removeItem('token'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
  },
};

/** Results of the chosen hashtags: the count line and the masonry. */
export const Results: Story = {
  render: () => <AccountScreen>{<HashtagResultsPage />}</AccountScreen>,
  parameters: { route: '/ru/hashtags-search-result?tags=1,21' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('hashtag-results-count')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Сохранить подборку' })).toBeVisible();
  },
};

/** No hashtag chosen: the prompt of spec §2. */
export const ResultsEmpty: Story = {
  render: () => <AccountScreen>{<HashtagResultsPage />}</AccountScreen>,
  parameters: { route: '/ru/hashtags-search-result' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Выберите теги для отображения подходящих материалов')).toBeVisible();
    await expect(within(canvasElement).getByTestId('contact-block')).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Поиск материалов' })).toBeVisible();
  },
};
