import { useIntl } from 'react-intl';
import { PasswordField } from './PasswordField';
import type { NewPasswordErrors } from './passwordRules';
import { messages } from './ChangePasswordModal.messages';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  /** The §5 messages to show (after a first attempt); without one the password field shows the rules' hint. */
  errors: NewPasswordErrors;
  onChange: (password: string, confirmation: string) => void;
}

/** The new password and its confirmation, with the §5 messages: the reset modal and the profile's form share them. */
export function NewPasswordFields({ password, confirmation, errors, onChange }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(messages.password)}
        name="password"
        value={password}
        onChange={(event) => onChange(event.target.value, confirmation)}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={intl.formatMessage(errors.password ? messages[errors.password] : messages.hint)}
      />
      <PasswordField
        label={intl.formatMessage(messages.confirmation)}
        name="password_confirmation"
        value={confirmation}
        onChange={(event) => onChange(password, event.target.value)}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation ? intl.formatMessage(messages[errors.confirmation]) : undefined}
      />
    </>
  );
}
