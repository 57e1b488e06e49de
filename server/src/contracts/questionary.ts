import { Type, type Static } from 'typebox';

/** The educator questionnaire of the profile: who the person is and how they mean to use the educators' tool. */
export const QUESTIONARY_ROLES = ['teacher', 'student', 'parent', 'other'] as const;
export const QUESTIONARY_LIMITS = { organisation: 200, city: 100, subject: 100, subjects: 20, usage: 1000, comment: 2000 };

const OptionalText = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })], { description: `${description}; up to ${maxLength} characters.` }));

export const QuestionaryBody = Type.Object({
  role: Type.Enum(QUESTIONARY_ROLES, { description: 'teacher, student, parent or other.' }),
  organisation: OptionalText(QUESTIONARY_LIMITS.organisation, 'School, university or organisation'),
  city: OptionalText(QUESTIONARY_LIMITS.city, 'City'),
  subjects: Type.Optional(
    Type.Array(Type.String({ maxLength: QUESTIONARY_LIMITS.subject }), {
      maxItems: QUESTIONARY_LIMITS.subjects,
      description: `Subjects taught or studied, interests: up to ${QUESTIONARY_LIMITS.subjects}, ${QUESTIONARY_LIMITS.subject} characters each. JSON array or a repeated form field.`,
    }),
  ),
  usage: OptionalText(QUESTIONARY_LIMITS.usage, 'How they will use the educators\' tool'),
  comment: OptionalText(QUESTIONARY_LIMITS.comment, 'Anything else'),
});
export type QuestionaryBody = Static<typeof QuestionaryBody>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const Questionary = Type.Object({
  role: Type.Enum(QUESTIONARY_ROLES),
  organisation: NullableString,
  city: NullableString,
  subjects: Type.Array(Type.String()),
  usage: NullableString,
  comment: NullableString,
  updated_at: Type.String({ format: 'date-time' }),
});
export type Questionary = Static<typeof Questionary>;

export const QuestionaryResponse = Type.Object({
  questionary: Type.Union([Questionary, Type.Null()], { description: 'null until the user first saves it.' }),
});

export const QuestionarySaved = Type.Object({ success: Type.Literal(true), questionary: Questionary });
