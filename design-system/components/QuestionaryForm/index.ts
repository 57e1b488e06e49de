export {
  QuestionaryForm,
  QUESTIONARY_ROLES,
  QUESTIONARY_REQUIRED_FIELDS,
  type QuestionaryField,
  type QuestionaryFieldError,
  type QuestionaryFormProps,
  type QuestionaryRole,
  type QuestionaryValues,
} from './QuestionaryForm';
