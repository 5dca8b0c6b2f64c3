import { describe, expect, it } from 'vitest';
import { correctDrift, SyncController, type SyncablePlayer } from './sync';

describe('drift correction', () => {
  it('does nothing within 50 ms at rate 1', () => {
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_050, rate: 1 })).toEqual({ kind: 'none', driftMs: 50 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 9_960, rate: 1 }).kind).toBe('none');
  });

  it('keeps correcting until within 10 ms, then puts the rate back to 1', () => {
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_030, rate: 0.97 })).toEqual({ kind: 'rate', rate: 0.98, driftMs: 30 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_030, rate: 0.98 })).toEqual({ kind: 'none', driftMs: 30 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 9_970, rate: 0.98 })).toEqual({ kind: 'rate', rate: 1.02, driftMs: -30 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_010, rate: 0.99 })).toEqual({ kind: 'rate', rate: 1, driftMs: 10 });
  });

  it('slows a player that is ahead and speeds up one that is behind, proportionally, within 0.95 to 1.05', () => {
    const ahead = correctDrift({ expectedMs: 10_000, positionMs: 10_100, rate: 1 });
    expect(ahead).toEqual({ kind: 'rate', rate: 0.95, driftMs: 100 });
    const behindALittle = correctDrift({ expectedMs: 10_000, positionMs: 9_940, rate: 1 });
    expect(behindALittle).toEqual({ kind: 'rate', rate: 1.03, driftMs: -60 });
    const behind = correctDrift({ expectedMs: 10_000, positionMs: 9_501, rate: 1 });
    expect(behind).toEqual({ kind: 'rate', rate: 1.05, driftMs: -499 });
  });

  it('moves the rate in steps of 0.01', () => {
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_051, rate: 1 })).toEqual({ kind: 'rate', rate: 0.97, driftMs: 51 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 9_920, rate: 1.03 })).toEqual({ kind: 'rate', rate: 1.04, driftMs: -80 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 9_930, rate: 1.04 }).kind).toBe('none');
  });

  it('does not repeat the rate already set', () => {
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_300, rate: 0.95 }).kind).toBe('none');
  });

  it('seeks at half a second or more, to the expected position (plus lead, never past the end)', () => {
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_500, rate: 1 })).toEqual({ kind: 'seek', toMs: 10_000, driftMs: 500 });
    expect(correctDrift({ expectedMs: 10_000, positionMs: 2_000, rate: 1.05, seekLeadMs: 120 })).toEqual({ kind: 'seek', toMs: 10_120, driftMs: -8_000 });
    expect(correctDrift({ expectedMs: 300_000, positionMs: 1_000, rate: 1, durationMs: 200_000 })).toMatchObject({ kind: 'seek', toMs: 200_000 });
    expect(correctDrift({ expectedMs: -2_000, positionMs: 1_000, rate: 1 })).toMatchObject({ kind: 'seek', toMs: 0 });
  });

  it('only seeks for players without rate control', () => {
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_300, rate: 1, supportsRate: false }).kind).toBe('none');
    expect(correctDrift({ expectedMs: 10_000, positionMs: 10_800, rate: 1, supportsRate: false }).kind).toBe('seek');
  });
});

/** A simulated player: plays at its rate against a fake monotonic clock; a seek lands `seekCostMs` behind. */
function simulatedPlayer(startMs: number, options: { seekCostMs?: number; supportsRate?: boolean } = {}) {
  let position = startMs;
  let rate = 1;
  const log: string[] = [];
  const player: SyncablePlayer & { advance(ms: number): void; log: string[] } = {
    supportsRate: options.supportsRate ?? true,
    position: () => position,
    playbackRate: () => rate,
    setPlaybackRate: (value) => {
      rate = value;
      log.push(`rate ${value}`);
    },
    seek: (ms) => {
      position = ms - (options.seekCostMs ?? 0);
      log.push(`seek ${ms}`);
    },
    advance: (ms) => {
      position += ms * rate;
    },
    log,
  };
  return player;
}

describe('sync controller', () => {
  it('brings a player 200 ms behind back within 50 ms by rate, then sets rate 1', () => {
    let now = 0;
    let expected = 10_000;
    const player = simulatedPlayer(9_800);
    const controller = new SyncController(player, () => expected, { now: () => now });
    for (let i = 0; i < 40; i++) {
      controller.tick();
      now += 250;
      expected += 250;
      player.advance(250);
    }
    expect(Math.abs(player.position()! - expected)).toBeLessThanOrEqual(50);
    expect(player.playbackRate()).toBe(1);
    expect(player.log.some((entry) => entry.startsWith('seek'))).toBe(false);
    expect(player.log[0]).toBe('rate 1.05');
  });

  it('seeks a player far off, waits for it to settle, and learns the seek lead', () => {
    let now = 0;
    let expected = 60_000;
    const player = simulatedPlayer(0, { seekCostMs: 300 });
    const controller = new SyncController(player, () => expected, { now: () => now, seekSettleMs: 750 });
    const step = () => {
      controller.tick();
      now += 250;
      expected += 250;
      player.advance(250);
    };
    step();
    expect(player.log).toEqual(['seek 60000']);
    // Settling: no correction for 750 ms.
    step();
    step();
    expect(player.log).toEqual(['seek 60000']);
    for (let i = 0; i < 40; i++) step();
    expect(controller.seekLeadMs).toBe(300);
    expect(Math.abs(player.position()! - expected)).toBeLessThanOrEqual(50);
    expect(player.log.filter((entry) => entry.startsWith('seek'))).toHaveLength(1);
  });

  it('does nothing while nothing plays or the player seeks', () => {
    const player = simulatedPlayer(0);
    const idle = { ...player, position: () => null };
    expect(new SyncController(idle, () => 5_000, { now: () => 0 }).tick()).toBeNull();
    const seeking = { ...player, isSeeking: () => true };
    expect(new SyncController(seeking, () => 5_000, { now: () => 0 }).tick()).toBeNull();
  });

  it('ticks on its interval and puts the rate back on stop', () => {
    const handles: (() => void)[] = [];
    const player = simulatedPlayer(9_900);
    const controller = new SyncController(player, () => 10_000, {
      now: () => 0,
      intervalMs: 300,
      setInterval: (callback, ms) => {
        expect(ms).toBe(300);
        handles.push(callback);
        return handles.length;
      },
      clearInterval: () => handles.splice(0),
    });
    controller.start();
    controller.start();
    expect(handles).toHaveLength(1);
    handles[0]!();
    expect(player.playbackRate()).toBe(1.05);
    controller.stop();
    expect(handles).toHaveLength(0);
    expect(player.playbackRate()).toBe(1);
  });
});
