import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionaryForm, type QuestionaryField, type QuestionaryFormProps } from './QuestionaryForm';
import { questionary } from '../../../stories/fixtures/profile';
import { inEnglish, onPhone } from '../../../stories/helpers';

/** The page around the form: the 'server' answers with `answer` after a submit. */
function WithServer(props: QuestionaryFormProps & { answer: 'saved' | { errors: Partial<Record<QuestionaryField, string>> } }) {
  const { answer, ...rest } = props;
  const [state, setState] = useState<Pick<QuestionaryFormProps, 'saved' | 'errors'>>({});
  return (
    <QuestionaryForm
      {...rest}
      {...state}
      onSubmit={(values) => {
        props.onSubmit(values);
        setState(answer === 'saved' ? { saved: true, errors: {} } : { saved: false, errors: answer.errors });
      }}
    />
  );
}

const meta = {
  title: 'Profile/QuestionaryForm',
  component: QuestionaryForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof QuestionaryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not filled in yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const role = within(canvasElement).getByRole('combobox', { name: 'Кто вы' });
    await expect([...(role as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Учитель', 'Студент', 'Родитель', 'Другое']);
  },
};

/** Filled in before: the saved answers. */
export const Default: Story = { args: { value: questionary('ru') } };

/** Filling in and sending: role, organisation, city, subjects (Enter adds), usage, free text; then the saved note. */
export const FillAndSave: Story = {
  render: (args) => <WithServer {...args} answer="saved" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Кто вы' }), 'parent');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Школа, вуз или организация' }), 'Семейный клуб «Алеф»');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Город' }), 'Казань');
    const subjects = canvas.getByRole('textbox', { name: 'Предметы и интересы' });
    await userEvent.type(subjects, 'праздники{Enter}');
    await userEvent.type(subjects, 'кухня{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать праздники' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Как вы будете пользоваться инструментом?' }), 'Готовлю занятия для детей.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Что-то ещё' }), 'Спасибо!');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить анкету' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      role: 'parent',
      organisation: 'Семейный клуб «Алеф»',
      city: 'Казань',
      subjects: ['кухня'],
      usage: 'Готовлю занятия для детей.',
      comment: 'Спасибо!',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Спасибо! Анкета сохранена');
  },
};

/** Server errors show under their fields; the answers stay. */
export const ServerErrors: Story = {
  args: { value: questionary('ru') },
  render: (args) => <WithServer {...args} answer={{ errors: { organisation: 'Не длиннее 200 символов.', usage: 'Не длиннее 1000 символов.' } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить анкету' }));
    const organisation = canvas.getByRole('textbox', { name: 'Школа, вуз или организация' });
    await expect(organisation).toHaveAccessibleDescription('Не длиннее 200 символов.');
    await expect(organisation).toHaveValue(questionary('ru').organisation);
  },
};

/** Sent empty (issue 19): each required answer says what is missing, nothing is sent, what was typed stays. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: 'Город' });
    await userEvent.type(city, '   ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Что-то ещё' }), 'Позже допишу');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить анкету' }));
    const organisation = canvas.getByRole('textbox', { name: 'Школа, вуз или организация' });
    await expect(organisation).toHaveAccessibleDescription('Укажите школу, вуз или организацию.');
    await expect(organisation).toHaveFocus();
    await expect(city).toHaveAccessibleDescription('Укажите город.');
    await expect(canvas.getByRole('textbox', { name: 'Как вы будете пользоваться инструментом?' })).toHaveAccessibleDescription(
      'Расскажите, как вы будете пользоваться инструментом.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Что-то ещё' })).toHaveValue('Позже допишу');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Answering a question removes its message at once.
    await userEvent.type(organisation, 'Школа № 5');
    await expect(organisation).not.toHaveAccessibleDescription();
  },
};

export const RequiredEnglish: Story = {
  ...inEnglish,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the questionnaire' }));
    await expect(canvas.getByRole('textbox', { name: 'School, university or organisation' })).toHaveAccessibleDescription(
      'Enter your school, university or organisation.',
    );
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Enter your city.');
    await expect(canvas.getByRole('textbox', { name: 'How will you use the tool?' })).toHaveAccessibleDescription(
      "Tell us how you will use the educators’ tool.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 'required' (a field cleared elsewhere) shows in the interface language too. */
export const RequiredFromServer: Story = {
  args: { value: questionary('ru'), errors: { city: 'required' } },
};

export const Saving: Story = { args: { value: questionary('ru'), saving: true } };

export const Saved: Story = { args: { value: questionary('ru'), saved: true } };

export const FormError: Story = { args: { value: questionary('ru'), formError: 'Не удалось сохранить анкету. Попробуйте позже.' } };

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: {
    value: {
      ...questionary('ru'),
      organisation: 'Государственное бюджетное общеобразовательное учреждение города Москвы «Школа № 1311 имени Героя Советского Союза»',
      subjects: ['история', 'литература', 'музыка', 'изобразительное искусство и мировая художественная культура', 'ОРКСЭ'],
      usage: 'Готовлю уроки о праздниках для 3–5 классов. '.repeat(6),
    },
  },
};

export const English: Story = {
  ...inEnglish,
  args: { value: questionary('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send the questionnaire' })).toBeVisible();
  },
};

export const Phone: Story = { ...onPhone, args: { value: questionary('ru') } };
