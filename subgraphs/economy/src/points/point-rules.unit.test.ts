import { describe, expect, it } from 'vitest';
import { pointRules, pointsForPlay, type PlayFact } from './point-rules.ts';

const dj = '00000000-0000-4000-8000-000000000001';
const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const c = '00000000-0000-4000-8000-00000000000c';
const fact = (over: Partial<PlayFact>): PlayFact => ({ djUuid: dj, endReason: 'ENDED', upVoterUuids: [], listeners: [], ...over });
const heard = (userUuid: string, heardSeconds = 200) => ({ userUuid, heardSeconds });

describe('pointsForPlay', () => {
  it('gives the DJ a point per distinct up voter, never for their own vote', () => {
    const grants = pointsForPlay(fact({ endReason: 'SKIPPED', upVoterUuids: [a, b, a, dj] }));
    expect(grants).toEqual([{ userUuid: dj, points: 2 * pointRules.upVote, rules: { UP_VOTE: 2 } }]);
  });

  it('gives the DJ the played-to-end bonus only when the song ended with a listener who heard it', () => {
    expect(pointsForPlay(fact({ listeners: [heard(a)] })).find((g) => g.userUuid === dj)).toEqual({
      userUuid: dj,
      points: pointRules.playedToEnd,
      rules: { PLAYED_TO_END: pointRules.playedToEnd },
    });
    for (const endReason of ['SKIPPED', 'VOTED_OFF', 'DJ_LEFT'] as const) {
      expect(pointsForPlay(fact({ endReason, listeners: [heard(a)] })).find((g) => g.userUuid === dj)).toBeUndefined();
    }
    // Alone in the room, or with listeners who came in for the last seconds: no bonus.
    expect(pointsForPlay(fact({ listeners: [heard(dj), heard(a, pointRules.listenedSeconds - 1)] }))).toEqual([]);
  });

  it('gives each listener who heard at least 30 seconds one point, whatever the end, and the DJ nothing as a listener', () => {
    const grants = pointsForPlay(fact({ endReason: 'VOTED_OFF', listeners: [heard(b, pointRules.listenedSeconds), heard(a), heard(c, 5), heard(dj), heard(a)] }));
    expect(grants).toEqual([
      { userUuid: a, points: pointRules.listened, rules: { LISTENED: 1 } },
      { userUuid: b, points: pointRules.listened, rules: { LISTENED: 1 } },
    ]);
  });

  it('adds the DJ’s rules together, one grant per user in user id order', () => {
    const grants = pointsForPlay(fact({ upVoterUuids: [b, a], listeners: [heard(b), heard(a)] }));
    expect(grants.map((g) => g.userUuid)).toEqual([dj, a, b]);
    expect(grants[0]).toEqual({ userUuid: dj, points: 2 + pointRules.playedToEnd, rules: { UP_VOTE: 2, PLAYED_TO_END: 2 } });
  });

  it('gives nothing for a play no one heard or liked', () => {
    expect(pointsForPlay(fact({}))).toEqual([]);
  });
});
