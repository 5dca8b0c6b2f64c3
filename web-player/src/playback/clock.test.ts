import { describe, expect, it, vi } from 'vitest';
import { bestSample, sampleOffset, ServerClock } from './clock';

/** A fake network: each sample takes `rtts[i]` ms round trip, the server's clock runs `skew` ms ahead. */
function fakeNetwork(skew: number, rtts: number[], options: { serverDelayShare?: number } = {}) {
  let mono = 1_000;
  let wall = 1_700_000_000_000;
  let call = 0;
  const sample = vi.fn(async () => {
    const rtt = rtts[call++ % rtts.length]!;
    // The server reads its clock `share` of the way through the round trip (half: a symmetric path).
    const share = options.serverDelayShare ?? 0.5;
    const serverTime = wall + rtt * share + skew;
    mono += rtt;
    wall += rtt;
    return serverTime;
  });
  return { sample, wallNow: () => wall, monotonicNow: () => mono, advance: (ms: number) => ((mono += ms), (wall += ms)) };
}

describe('server clock', () => {
  it('computes one sample: offset = serverTime + rtt / 2 - received', () => {
    expect(sampleOffset(100, 140, 10_040, 12_000)).toEqual({ rtt: 40, offset: 12_000 + 20 - 10_040 });
  });

  it('keeps the sample with the lowest round trip', () => {
    expect(bestSample([{ rtt: 30, offset: 5 }, { rtt: 10, offset: 7 }, { rtt: 10, offset: 9 }, { rtt: 50, offset: 1 }])).toEqual({ rtt: 10, offset: 7 });
    expect(bestSample([])).toBeNull();
  });

  it('estimates the offset from five samples and uses the fastest one', async () => {
    // Asymmetric delays on slow samples would skew their estimate; the fast one is nearly exact.
    const net = fakeNetwork(2_500, [120, 80, 6, 200, 40], { serverDelayShare: 0.9 });
    const clock = new ServerClock({ sample: net.sample, wallNow: net.wallNow, monotonicNow: net.monotonicNow, onVisible: () => () => undefined });
    expect(clock.status).toBe('pending');
    expect(await clock.sync()).toBe(true);
    expect(net.sample).toHaveBeenCalledTimes(5);
    expect(clock.rtt).toBe(6);
    // The 6 ms sample's error is at most its half round trip (here 0.4 * 6).
    expect(Math.abs(clock.offset - 2_500)).toBeLessThanOrEqual(3);
    expect(clock.now() - net.wallNow()).toBeCloseTo(clock.offset);
    expect(clock.status).toBe('synced');
  });

  it('is exact on a symmetric path and follows a clock that moves', async () => {
    const net = fakeNetwork(-42_000, [10, 20]);
    const clock = new ServerClock({ sample: net.sample, wallNow: net.wallNow, monotonicNow: net.monotonicNow, onVisible: () => () => undefined });
    await clock.sync();
    expect(clock.offset).toBe(-42_000);
    expect(clock.now()).toBe(net.wallNow() - 42_000);
  });

  it('skips failed samples and keeps the last offset when all fail', async () => {
    const net = fakeNetwork(1_000, [10]);
    let fail = false;
    const sample = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return net.sample();
    });
    const clock = new ServerClock({ sample, wallNow: net.wallNow, monotonicNow: net.monotonicNow, onVisible: () => () => undefined });
    await clock.sync();
    expect(clock.offset).toBe(1_000);
    fail = true;
    expect(await clock.sync()).toBe(false);
    expect(clock.offset).toBe(1_000);
    expect(clock.status).toBe('synced');

    const never = new ServerClock({ sample: async () => Promise.reject(new Error('offline')), onVisible: () => () => undefined });
    expect(await never.sync()).toBe(false);
    expect(never.status).toBe('failed');
    expect(never.offset).toBe(0);
  });

  it('shares one estimate between concurrent callers', async () => {
    const net = fakeNetwork(0, [5]);
    const clock = new ServerClock({ sample: net.sample, wallNow: net.wallNow, monotonicNow: net.monotonicNow, onVisible: () => () => undefined });
    await Promise.all([clock.sync(), clock.sync(), clock.sync()]);
    expect(net.sample).toHaveBeenCalledTimes(5);
  });

  it('estimates again every 5 minutes and when the page becomes visible, until stopped', async () => {
    const net = fakeNetwork(300, [10]);
    const intervals: { callback: () => void; ms: number }[] = [];
    let visible: (() => void) | null = null;
    const listener = vi.fn();
    const clock = new ServerClock({
      sample: net.sample,
      wallNow: net.wallNow,
      monotonicNow: net.monotonicNow,
      setInterval: (callback, ms) => intervals.push({ callback, ms }),
      clearInterval: () => intervals.splice(0),
      onVisible: (callback) => {
        visible = callback;
        return () => {
          visible = null;
        };
      },
    });
    clock.subscribe(listener);
    clock.start();
    clock.start();
    await clock.sync();
    expect(intervals).toHaveLength(1);
    expect(intervals[0]!.ms).toBe(5 * 60_000);
    expect(net.sample).toHaveBeenCalledTimes(5);
    intervals[0]!.callback();
    await clock.sync();
    expect(net.sample).toHaveBeenCalledTimes(10);
    visible!();
    await clock.sync();
    expect(net.sample).toHaveBeenCalledTimes(15);
    expect(listener).toHaveBeenCalledTimes(3);
    clock.stop();
    expect(intervals).toHaveLength(0);
    expect(visible).toBeNull();
    expect(clock.started).toBe(false);
  });
});
