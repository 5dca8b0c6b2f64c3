import { DomainError, type ErrorReason } from '@backspin/contracts/catalogue';

export interface Refusal {
  reason: ErrorReason;
  status: number;
  message: string;
  extensions: Record<string, unknown>;
}

/** The domain error a service call must refuse with (fails the test when it succeeds or throws something else). */
export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { reason: error.reason, status: error.status, message: error.message, extensions: error.extensions };
}
