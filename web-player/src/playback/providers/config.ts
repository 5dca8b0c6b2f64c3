import { musicProviders, type MusicProvider } from '../types';

/**
 * Which music providers this deployment has configured, from the web app's runtime configuration
 * (`config.providers`). Read defensively: a list of provider names, or a map of provider to `true`/`false` or to
 * its settings (`{ enabled?, configured?, sdkUrl?, developerToken?, ... }`). Anything else means none.
 */
export interface ProviderSettings {
  configured(provider: MusicProvider): boolean;
  /** A string setting of a provider (an SDK's script URL, a developer token, ...). */
  value(provider: MusicProvider, key: string): string | undefined;
  /** True when the paid-catalogue provider (sevenDigital) is configured: it decides the preference order. */
  readonly paidCatalogue: boolean;
}

const isProvider = (value: string): value is MusicProvider => (musicProviders as readonly string[]).includes(value);

export function readProviderSettings(config: unknown): ProviderSettings {
  const raw = typeof config === 'object' && config !== null ? (config as { providers?: unknown }).providers : undefined;
  const enabled = new Set<MusicProvider>();
  const values = new Map<MusicProvider, Record<string, unknown>>();
  if (Array.isArray(raw)) {
    for (const name of raw) if (typeof name === 'string' && isProvider(name)) enabled.add(name);
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [name, setting] of Object.entries(raw as Record<string, unknown>)) {
      if (!isProvider(name)) continue;
      if (setting === true) enabled.add(name);
      else if (typeof setting === 'object' && setting !== null) {
        const record = setting as Record<string, unknown>;
        const flag = record.enabled ?? record.configured;
        if (flag === undefined || flag === true) enabled.add(name);
        values.set(name, record);
      }
    }
  }
  return {
    configured: (provider) => enabled.has(provider),
    value: (provider, key) => {
      const value = values.get(provider)?.[key];
      return typeof value === 'string' && value ? value : undefined;
    },
    paidCatalogue: enabled.has('sevenDigital'),
  };
}

/** The REST bridge's base URL (`config.restUrl`), when the configuration has one. */
export function readRestUrl(config: unknown): string | undefined {
  const value = typeof config === 'object' && config !== null ? (config as { restUrl?: unknown }).restUrl : undefined;
  return typeof value === 'string' && value ? value : undefined;
}
