import type { ProviderLogger } from '@backspin/platform/providers';

export interface LoggedWarning {
  message: string;
  details: Record<string, unknown>;
}

/** A logger for tests that keeps what it was told. */
export function recordingLogger(): ProviderLogger & { warnings: LoggedWarning[] } {
  const warnings: LoggedWarning[] = [];
  return {
    warnings,
    warn(message, details) {
      warnings.push({ message, details });
    },
  };
}
