import type { MessageTree } from './i18n/define-messages';
import { mergeMessages } from './i18n/merge-messages';
import vouchers from './vouchers/messages';
import avatars from './avatars/messages';
import moderationActions from './moderation-actions/messages';
import phoneWhitelist from './phone-whitelist/messages';
import rankings from './rankings/messages';

/**
 * The console's own messages, gathered from each resource folder's `messages.ts` (each folder owns its keys, under
 * `resources.<resource>`; the shell's are under `backspin`).
 */
const parts: { en: MessageTree; es: MessageTree }[] = [vouchers, moderationActions, phoneWhitelist, avatars, rankings];

export const consoleMessages = {
  en: mergeMessages(...parts.map((part) => part.en)),
  es: mergeMessages(...parts.map((part) => part.es)),
};
