import type { MessageTree } from './i18n/define-messages';
import { mergeMessages } from './i18n/merge-messages';
import consumables from './consumables/messages';
import deactivationRequests from './deactivation-requests/messages';
import seasons from './seasons/messages';
import shell from './shell-messages';
import status from './status/messages';
import tokenAccounts from './token-accounts/messages';
import users from './users/messages';
import vouchers from './vouchers/messages';
import rooms from './rooms/messages';
import communities from './communities/messages';
import events from './events/messages';
import djs from './djs/messages';
import bots from './bots/messages';
import avatars from './avatars/messages';
import moderationActions from './moderation-actions/messages';
import phoneWhitelist from './phone-whitelist/messages';
import rankings from './rankings/messages';

/**
 * The console's own messages, gathered from each resource folder's `messages.ts` (each folder owns its keys, under
 * `resources.<resource>`; the shell's are under `backspin`).
 */
const parts: { en: MessageTree; es: MessageTree }[] = [
  shell,
  avatars,
  bots,
  communities,
  consumables,
  deactivationRequests,
  djs,
  events,
  moderationActions,
  phoneWhitelist,
  rankings,
  rooms,
  seasons,
  status,
  tokenAccounts,
  users,
  vouchers,
];

export const consoleMessages = {
  en: mergeMessages(...parts.map((part) => part.en)),
  es: mergeMessages(...parts.map((part) => part.es)),
};
