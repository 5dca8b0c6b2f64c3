import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * A short notice carried across a navigation (a page that signs in and moves on says why it landed where it did).
 * Shown once by <FlashNotice>, until dismissed or replaced.
 */
let current: MessageDescriptor | null = null;
const listeners = new Set<() => void>();

export function setFlash(message: MessageDescriptor | null): void {
  current = message;
  for (const listener of [...listeners]) listener();
}

export function useFlash(): MessageDescriptor | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
