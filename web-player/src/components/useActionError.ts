import { useCallback, useState } from 'react';
import { describeError, type ErrorMessage } from '../errors';

/**
 * For controls that run a mutation and show what went wrong: `run(action)` clears the last error, awaits the
 * action and keeps its error (described per the spec's rule); it resolves true when the action succeeded.
 */
export function useActionError(): [ErrorMessage | null, (action: () => Promise<{ error?: unknown }>) => Promise<boolean>] {
  const [error, setError] = useState<ErrorMessage | null>(null);
  const run = useCallback(async (action: () => Promise<{ error?: unknown }>) => {
    setError(null);
    const result = await action();
    if (result.error) setError(describeError(result.error));
    return !result.error;
  }, []);
  return [error, run];
}
