import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageId } from './locales/en';

/** `t('id', values)` for the active locale, typed against the catalog ids. Re-renders on language change. */
export function useT(): (id: MessageId, values?: Record<string, unknown>) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // A new function per locale, so memoised children re-render when the language changes.
  return useCallback((id, values) => i18n._(id, values), [i18n, locale]);
}
