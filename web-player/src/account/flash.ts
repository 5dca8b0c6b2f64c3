import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * A short notice carried across a navigation (a page that signs in or links a service and moves on says what
 * happened): shown on the page it names, until dismissed or until the user moves on from that page.
 */
export interface Flash {
  message: MessageDescriptor;
  /** The path it shows on. */
  path: string;
}

let current: Flash | null = null;
const listeners = new Set<() => void>();

export function setFlash(flash: Flash | null): void {
  current = flash;
  for (const listener of [...listeners]) listener();
}

export function useFlash(): Flash | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
