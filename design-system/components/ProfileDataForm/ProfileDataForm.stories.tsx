import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileDataForm, type ProfileDataFormProps, type ProfileField, type ProfileFormValues } from './ProfileDataForm';
import { tagsFixture } from '../../../stories/fixtures/tags';
import { profileUser } from '../../../stories/fixtures/profile';
import { inEnglish, onPhone } from '../../../stories/helpers';

const ruTags = [...tagsFixture('ru').main_tags, ...tagsFixture('ru').additional_tags];

/** The page around the form: the 'server' answers with `answer` after a submit. */
function WithServer(props: ProfileDataFormProps & { answer: 'saved' | { errors: Partial<Record<ProfileField, string>> } }) {
  const { answer, ...rest } = props;
  const [state, setState] = useState<Pick<ProfileDataFormProps, 'saved' | 'errors'>>({});
  return (
    <ProfileDataForm
      {...rest}
      {...state}
      onSubmit={(values: ProfileFormValues) => {
        props.onSubmit(values);
        setState(answer === 'saved' ? { saved: true, errors: {} } : { saved: false, errors: answer.errors });
      }}
    />
  );
}

const meta = {
  title: 'Profile/ProfileDataForm',
  component: ProfileDataForm,
  args: { user: profileUser('ru'), tags: ruTags, onSubmit: fn() },
} satisfies Meta<typeof ProfileDataForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, surname, country, city editable; e-mail read-only; interest tags chosen from the given ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Праздники' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Кухня' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Editing and saving: the values go to onSubmit, then the saved note shows. */
export const SubmitAndSaved: Story = {
  render: (args) => <WithServer {...args} answer="saved" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'Город' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Казань');
    await userEvent.click(canvas.getByRole('button', { name: 'Кухня' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Анна', surname: 'Левина', country: 'Россия', city: 'Казань', tagIds: [1, 7, 11, 5] });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Данные сохранены.');
  },
};

/** Server errors show under their fields; what the user typed stays. */
export const ServerErrors: Story = {
  render: (args) => (
    <WithServer
      {...args}
      answer={{ errors: { name: 'Имя не длиннее 100 символов.', city: 'Город не длиннее 100 символов.' } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Имя' });
    const typed = 'Анна'.repeat(26);
    await userEvent.clear(name);
    await userEvent.type(name, typed);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(name).toHaveAccessibleDescription('Имя не длиннее 100 символов.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue(typed);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Saving: Story = { args: { saving: true } };

export const FormError: Story = { args: { formError: 'Не удалось сохранить данные. Попробуйте позже.' } };

/** A new user: empty fields, no interests. */
export const Empty: Story = { args: { user: { name: null, surname: null, country: null, city: null, email: 'new.user@example.org', tagIds: [] } } };

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: {
    user: { ...profileUser('ru'), name: 'Анна-Мария-Александра', surname: 'Левина-Розенталь-Каганович', city: 'Санкт-Петербург', email: 'anna-maria-alexandra.levina-rosenthal@very-long-domain.example.org' },
  },
};

export const English: Story = {
  ...inEnglish,
  args: { user: profileUser('en'), tags: [...tagsFixture('en').main_tags, ...tagsFixture('en').additional_tags] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The e-mail address cannot be changed.')).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone };
