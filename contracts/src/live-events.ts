/**
 * The live events a client can receive over the gateway's graphql-ws subscriptions, by subscription field: the one
 * list rooms' event and chat tables take their kinds from, the gateway's subscription table is checked against
 * (platform/src/live/subscriptions.ts), and audit names (GET /api/audit-service/info-admin/socket-events-names).
 * No imports: safe in the browser.
 */

/** What a `roomEvents` event is: a state patch, or a notice clients act on (rooms/src/live-state). */
export const roomEventKinds = ['PATCH', 'KICKED', 'BANNED', 'REPLACED', 'RESET', 'SLUG_CHANGED', 'DELETED', 'SONG_SKIPPED'] as const;
export type RoomEventKind = (typeof roomEventKinds)[number];

/**
 * What a `chatMessageChanged` event says happened to the message (its `lastChange`; rooms/src/chat). CLEARED: the
 * room's whole conversation was deleted by its staff (DELETE /rooms/conversation/{id}); the event's message is the
 * clearing's own marker (deleted, no content), and a client empties its chat.
 */
export const chatChangeKinds = ['ADDED', 'EDITED', 'DELETED', 'REACTION', 'CLEARED'] as const;
export type ChatChangeKind = (typeof chatChangeKinds)[number];

/** Each subscription field and the kinds of event it carries (an empty list: one kind, named by the field). */
export const liveEventKinds = {
  roomEvents: roomEventKinds,
  chatMessageChanged: chatChangeKinds,
  userUpdated: [],
} as const satisfies Record<string, readonly string[]>;
export type LiveSubscriptionField = keyof typeof liveEventKinds;

/** Every live event's name: `field.KIND` (`roomEvents.PATCH`), or the field alone when it has one kind (`userUpdated`). */
export function liveEventNames(): string[] {
  return Object.entries(liveEventKinds).flatMap(([field, kinds]: [string, readonly string[]]) =>
    kinds.length ? kinds.map((kind) => `${field}.${kind}`) : [field],
  );
}
