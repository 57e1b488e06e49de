export {
  QuestionaryForm,
  QUESTIONARY_ROLES,
  type QuestionaryField,
  type QuestionaryFormProps,
  type QuestionaryRole,
  type QuestionaryValues,
} from './QuestionaryForm';
