import type { ErrorMessage } from '../errors';
import type { MessageId } from '../locales/en';
import { useT } from '../useT';

export function ErrorText({ error, testId }: { error: ErrorMessage | null; testId: string }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="alert" role="alert" data-testid={testId}>
      {'id' in error ? t(error.id as MessageId) : error.text}
    </p>
  );
}
