import { describe, expect, it } from 'vitest';
import { DEFAULT_VOLUME, effectiveQuality, QUALITY_STORAGE_KEY, readQuality, readVolume, VOLUME_STORAGE_KEY, writeQuality, writeVolume } from './preferences';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('playback preferences', () => {
  it('remembers the volume, clamped, with a default', () => {
    const storage = memoryStorage();
    expect(readVolume(storage)).toBe(DEFAULT_VOLUME);
    expect(readVolume(null)).toBe(DEFAULT_VOLUME);
    writeVolume(storage, 0.35);
    expect(storage.values.get(VOLUME_STORAGE_KEY)).toBe('0.35');
    expect(readVolume(storage)).toBe(0.35);
    writeVolume(storage, 7);
    expect(readVolume(storage)).toBe(1);
    storage.setItem(VOLUME_STORAGE_KEY, 'loud');
    expect(readVolume(storage)).toBe(DEFAULT_VOLUME);
    writeVolume(storage, 0);
    expect(readVolume(storage)).toBe(0);
  });

  it('remembers the quality (default medium) and forces medium for guests', () => {
    const storage = memoryStorage();
    expect(readQuality(storage)).toBe('medium');
    writeQuality(storage, 'high');
    expect(readQuality(storage)).toBe('high');
    storage.setItem(QUALITY_STORAGE_KEY, 'ultra');
    expect(readQuality(storage)).toBe('medium');
    expect(effectiveQuality('high', true)).toBe('high');
    expect(effectiveQuality('high', false)).toBe('medium');
    expect(effectiveQuality('low', false)).toBe('medium');
  });
});
