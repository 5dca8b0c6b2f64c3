/**
 * The server's clock, as seen from this browser (docs/live-rooms.md §3): everyone plays a song at
 * `serverNow - startedAt`, so every listener needs the same "now". The offset to the server clock is estimated
 * from a few round trips of the `serverTime` query, keeping the sample with the shortest round trip (the one
 * whose answer is least blurred by network delay), and estimated again every few minutes and when the tab wakes.
 */

/** Asks the server for its clock: milliseconds since the epoch. */
export type ServerTimeSampler = () => Promise<number>;

export interface ClockSample {
  /** Server clock minus local clock, ms. */
  offset: number;
  /** Round trip, ms. */
  rtt: number;
}

export type ClockStatus = 'pending' | 'synced' | 'failed';

export interface ServerClockOptions {
  sample: ServerTimeSampler;
  /** Samples per estimate (5 is plenty). */
  samples?: number;
  /** How often the offset is estimated again while the clock runs. */
  refreshMs?: number;
  /** The local wall clock (Date.now). */
  wallNow?: () => number;
  /** A monotonic clock for measuring round trips (performance.now). */
  monotonicNow?: () => number;
  /** Calls `listener` whenever the page becomes visible again; returns the unsubscribe. */
  onVisible?: (listener: () => void) => () => void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export const CLOCK_SAMPLES = 5;
export const CLOCK_REFRESH_MS = 5 * 60_000;

/** The offset one round trip gives: the server read its clock about half a round trip before the answer came. */
export function sampleOffset(sentMonotonic: number, receivedMonotonic: number, receivedWall: number, serverTime: number): ClockSample {
  const rtt = Math.max(0, receivedMonotonic - sentMonotonic);
  return { rtt, offset: serverTime + rtt / 2 - receivedWall };
}

/** The sample with the shortest round trip (the first of equals), or null for none. */
export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) if (!best || sample.rtt < best.rtt) best = sample;
  return best;
}

function documentVisibility(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onChange = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export class ServerClock {
  private offsetMs = 0;
  private rttMs: number | null = null;
  private state: ClockStatus = 'pending';
  private sampler: ServerTimeSampler;
  private readonly samples: number;
  private readonly refreshMs: number;
  private readonly wallNow: () => number;
  private readonly monotonicNow: () => number;
  private readonly onVisible: (listener: () => void) => () => void;
  private readonly setIntervalFn: (callback: () => void, ms: number) => unknown;
  private readonly clearIntervalFn: (handle: unknown) => void;
  private inflight: Promise<boolean> | null = null;
  private running: { interval: unknown; stopVisible: () => void } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(options: ServerClockOptions) {
    this.sampler = options.sample;
    this.samples = options.samples ?? CLOCK_SAMPLES;
    this.refreshMs = options.refreshMs ?? CLOCK_REFRESH_MS;
    this.wallNow = options.wallNow ?? (() => Date.now());
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
    this.onVisible = options.onVisible ?? documentVisibility;
    this.setIntervalFn = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
    this.clearIntervalFn = options.clearInterval ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  }

  /** The server's clock now, ms since the epoch (the local clock until the first estimate). */
  now(): number {
    return this.wallNow() + this.offsetMs;
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** The round trip of the sample in use, ms; null before the first estimate. */
  get rtt(): number | null {
    return this.rttMs;
  }

  /** pending until the first estimate ends; failed when no sample answered (the offset stays as it was). */
  get status(): ClockStatus {
    return this.state;
  }

  /** Where the samples come from from now on (the app's GraphQL client changes with the signed-in user). */
  setSampler(sampler: ServerTimeSampler): void {
    this.sampler = sampler;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): ClockStatus => this.state;

  /**
   * Estimates the offset again from fresh samples, one after the other (in parallel they would wait on each
   * other and lengthen every round trip). True when at least one sample answered. Concurrent calls share one run.
   */
  sync(): Promise<boolean> {
    this.inflight ??= this.estimate().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async estimate(): Promise<boolean> {
    const samples: ClockSample[] = [];
    for (let i = 0; i < this.samples; i++) {
      const sent = this.monotonicNow();
      let serverTime: number;
      try {
        serverTime = await this.sampler();
      } catch {
        continue;
      }
      if (!Number.isFinite(serverTime)) continue;
      samples.push(sampleOffset(sent, this.monotonicNow(), this.wallNow(), serverTime));
    }
    const best = bestSample(samples);
    if (best) {
      this.offsetMs = best.offset;
      this.rttMs = best.rtt;
      this.state = 'synced';
    } else if (this.state === 'pending') {
      this.state = 'failed';
    }
    for (const listener of [...this.listeners]) listener();
    return best !== null;
  }

  /** Estimates now, then every `refreshMs` and whenever the page becomes visible, until `stop()`. */
  start(): void {
    if (this.running) return;
    const resync = () => void this.sync();
    this.running = { interval: this.setIntervalFn(resync, this.refreshMs), stopVisible: this.onVisible(resync) };
    resync();
  }

  stop(): void {
    if (!this.running) return;
    this.clearIntervalFn(this.running.interval);
    this.running.stopVisible();
    this.running = null;
  }

  get started(): boolean {
    return this.running !== null;
  }
}
