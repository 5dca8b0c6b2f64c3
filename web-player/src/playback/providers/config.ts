import { musicProviders, type MusicProvider } from '../types';

/**
 * Which music providers this deployment has configured, from the web app's runtime configuration
 * (`config.providers`, contracts/src/web-app-config.ts): `youtube` and `audius` flags, `spotifyClientId`,
 * `appleDeveloperToken`, `soundcloudClientId`. Read defensively, so a setting added later reads without a code
 * change: any provider name may also be given as `true`/`false` or as its settings
 * (`{ enabled?, sdkUrl?, ... }`), or the providers as a list of names. `sevenDigital: true` (the server says so when
 * it signs 7digital streams) turns on the paid-catalogue preference order.
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
    const record = raw as Record<string, unknown>;
    // The server's named credentials.
    const credentials: [string, MusicProvider, string][] = [
      ['spotifyClientId', 'spotify', 'clientId'],
      ['appleDeveloperToken', 'apple', 'developerToken'],
      ['soundcloudClientId', 'soundCloudPublic', 'clientId'],
    ];
    for (const [key, provider, setting] of credentials) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) {
        enabled.add(provider);
        values.set(provider, { ...values.get(provider), [setting]: value });
      }
    }
    for (const [name, setting] of Object.entries(record)) {
      if (!isProvider(name)) continue;
      if (setting === true) enabled.add(name);
      else if (typeof setting === 'object' && setting !== null) {
        const flag = (setting as Record<string, unknown>).enabled ?? (setting as Record<string, unknown>).configured;
        if (flag === undefined || flag === true) enabled.add(name);
        values.set(name, { ...values.get(name), ...(setting as Record<string, unknown>) });
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
