import { useLingui } from '@lingui/react';
import type { ErrorMessage } from '../errors';

export function ErrorText({ error, testId }: { error: ErrorMessage | null; testId: string }) {
  const { _ } = useLingui();
  if (!error) return null;
  return (
    <p className="alert" role="alert" data-testid={testId}>
      {'descriptor' in error ? _(error.descriptor) : error.text}
    </p>
  );
}
