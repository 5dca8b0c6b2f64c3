import { useLingui } from '@lingui/react/macro';

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
      <label className="field">
        <span>{t`New password`}</span>
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          data-testid={`${testId}-new-password`}
        />
      </label>
      <label className="field">
        <span>{t`Repeat the new password`}</span>
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          value={confirmation}
          onChange={(e) => onConfirmation(e.target.value)}
          data-testid={`${testId}-confirm-password`}
        />
      </label>
    </>
  );
}
