/**
 * Spec 3, §4 "Song play tracking": what a client reports, shared by the audit subgraph (which checks it) and the REST
 * bridge (which documents it). No imports: safe in the browser.
 */

/**
 * A listener's client reports a play when 10 to 20 s of it have elapsed (PLAYED_15_SECONDS), when 25 to 35 s have
 * (PLAYED_30_SECONDS), and how much it heard when the play ends or is replaced (TOTAL_PLAYED).
 */
export const playbackEventKinds = ['PLAYED_15_SECONDS', 'PLAYED_30_SECONDS', 'TOTAL_PLAYED'] as const;
export type PlaybackEventKind = (typeof playbackEventKinds)[number];

/** Limits of a playback event (spec 3 leaves them open; chosen here). */
export const playbackLimits = {
  deviceDataMaxBytes: 2048,
  subscriptionLevelMaxLength: 64,
  secondsPlayedMax: 86_400,
  /** How far ahead of the server clock a client's times may be (clock skew). */
  clockSkewMs: 5 * 60_000,
  /** How old a reported play may be (a client that was offline sends late). */
  maxAgeMs: 7 * 86_400_000,
  /**
   * Spec 3, §4: the play's elapsed time (server now − its start as rooms knows it), seconds, in which each event is
   * accepted, bounds included.
   */
  played15Window: { from: 10, to: 20 },
  played30Window: { from: 25, to: 35 },
  /** How far a TOTAL_PLAYED's secondsPlayed may exceed the time the play has run (client rounding, clock drift), seconds. */
  secondsPlayedToleranceSeconds: 5,
} as const;
