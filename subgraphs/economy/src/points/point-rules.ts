/**
 * What earns points: the one place the rules live (a pure function of a room fact, unit-tested in
 * point-rules.unit.test.ts). Rooms reports what happened when a play ends (a `economy.play-points` effect, keyed by
 * the play id); economy turns it into per-user grants here and applies each play once (points.service.ts).
 *
 * For each ended play:
 * - UP_VOTE: the DJ earns `upVote` (1) point per distinct listener who voted the song up (a vote changed to down
 *   before the end does not count; the DJ's own vote never counts);
 * - PLAYED_TO_END: the DJ earns `playedToEnd` (2) more when the song played to its end (not skipped, voted off or
 *   cut by the DJ leaving) and at least one listener heard it (see LISTENED);
 * - LISTENED: each signed-in listener other than the DJ who was in the room for at least `listenedSeconds` (30)
 *   seconds of the play earns `listened` (1) point. Guests and bots earn nothing (rooms reports only signed-in users).
 *
 * The points go to the season current when the play ended (none if no season covers that time) and to the lifetime
 * total. Services may add points of their own (`POST /points/service`) and admins adjust balances with a reason
 * (`POST /points/season/admin/handle-points`); neither goes through these rules.
 */
export const pointRules = {
  upVote: 1,
  playedToEnd: 2,
  listened: 1,
  listenedSeconds: 30,
} as const;

export const pointRuleNames = ['UP_VOTE', 'PLAYED_TO_END', 'LISTENED'] as const;
export type PointRuleName = (typeof pointRuleNames)[number];

/** How a play ended (rooms' play end reasons). */
export type PlayEndReason = 'ENDED' | 'SKIPPED' | 'VOTED_OFF' | 'DJ_LEFT';

/** What rooms reports of an ended play. */
export interface PlayFact {
  djUuid: string;
  endReason: PlayEndReason;
  /** Listeners whose vote on the play was up when it ended. */
  upVoterUuids: readonly string[];
  /** Signed-in listeners in the room when it ended, with the seconds of the play they were there for. */
  listeners: readonly { userUuid: string; heardSeconds: number }[];
}

/** One user's points from one fact, with the rules that gave them. */
export interface PointGrant {
  userUuid: string;
  points: number;
  rules: Partial<Record<PointRuleName, number>>;
}

/** The grants of one ended play, one per user who earns something, in user id order. */
export function pointsForPlay(fact: PlayFact): PointGrant[] {
  const grants = new Map<string, PointGrant>();
  const give = (userUuid: string, rule: PointRuleName, points: number) => {
    if (points <= 0) return;
    const grant = grants.get(userUuid) ?? { userUuid, points: 0, rules: {} };
    grant.points += points;
    grant.rules[rule] = (grant.rules[rule] ?? 0) + points;
    grants.set(userUuid, grant);
  };
  const upVoters = new Set(fact.upVoterUuids.filter((u) => u !== fact.djUuid));
  give(fact.djUuid, 'UP_VOTE', upVoters.size * pointRules.upVote);
  const heard = new Set(
    fact.listeners.filter((l) => l.userUuid !== fact.djUuid && l.heardSeconds >= pointRules.listenedSeconds).map((l) => l.userUuid),
  );
  if (fact.endReason === 'ENDED' && heard.size > 0) give(fact.djUuid, 'PLAYED_TO_END', pointRules.playedToEnd);
  for (const listener of heard) give(listener, 'LISTENED', pointRules.listened);
  return [...grants.values()].sort((a, b) => (a.userUuid < b.userUuid ? -1 : a.userUuid > b.userUuid ? 1 : 0));
}
