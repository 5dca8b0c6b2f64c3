import { useLingui } from '@lingui/react/macro';
import { AuthField } from '../components/AuthForm';

/** A new password and its repetition (8 to 128 characters, as the server requires). */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  testId,
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <AuthField
        label={t`New password`}
        testId={`${testId}-new-password`}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <AuthField
        label={t`Repeat the new password`}
        testId={`${testId}-confirm-password`}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
      />
    </>
  );
}
