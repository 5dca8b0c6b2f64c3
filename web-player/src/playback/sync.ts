/**
 * Keeping a player on the room's timeline (docs/live-rooms.md §3): the song's position should be
 * `serverNow - startedAt`. Beyond 50 ms and under half a second of drift the playback rate is nudged (inaudible,
 * no gap) until the player is back within 10 ms; at half a second or more the player seeks.
 */

/** At or beyond this drift the player seeks. */
export const SEEK_THRESHOLD_MS = 500;
/** Within this drift the player is in sync (rate 1): a correction starts beyond it. */
export const IN_SYNC_MS = 50;
/** A correction under way goes on until the drift is this small (hysteresis: no resting just under IN_SYNC_MS). */
export const SETTLED_MS = 10;
/** The largest rate change: 1.05 or 0.95. */
export const MAX_RATE_NUDGE = 0.05;
/** The nudge is proportional: the drift would close in about this long at the nudged rate. */
export const CORRECTION_WINDOW_MS = 2_000;

export interface DriftInput {
  /** Where the song should be now, ms (serverNow - startedAt). */
  expectedMs: number;
  /** Where the player is, ms. */
  positionMs: number;
  /** The player's current playback rate. */
  rate: number;
  /** False for players whose rate cannot be set (some provider SDKs): they only seek. */
  supportsRate?: boolean;
  /** Added to the seek target: what a seek is expected to lose before playback resumes. */
  seekLeadMs?: number;
  /** The song's length, ms: a seek never goes past it. */
  durationMs?: number;
}

export type DriftAction =
  | { kind: 'none'; driftMs: number }
  | { kind: 'rate'; rate: number; driftMs: number }
  | { kind: 'seek'; toMs: number; driftMs: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Rates move in steps of 0.01, so measurement noise does not change the rate on every check. */
const RATE_STEP = 0.01;

/**
 * What to do about the drift between the player and the room. Positive drift: the player is ahead (slow it down);
 * negative: behind (speed it up).
 */
export function correctDrift(input: DriftInput): DriftAction {
  const driftMs = input.positionMs - input.expectedMs;
  const size = Math.abs(driftMs);
  if (size >= SEEK_THRESHOLD_MS) {
    const target = Math.max(0, input.expectedMs + (input.seekLeadMs ?? 0));
    const toMs = input.durationMs !== undefined ? Math.min(target, Math.max(0, input.durationMs)) : target;
    return { kind: 'seek', toMs, driftMs };
  }
  const correcting = input.rate !== 1;
  if (input.supportsRate === false || size <= (correcting ? SETTLED_MS : IN_SYNC_MS)) {
    return correcting && input.supportsRate !== false ? { kind: 'rate', rate: 1, driftMs } : { kind: 'none', driftMs };
  }
  const nudge = clamp(Math.round(size / CORRECTION_WINDOW_MS / RATE_STEP) * RATE_STEP, RATE_STEP, MAX_RATE_NUDGE);
  const rate = Math.round((driftMs > 0 ? 1 - nudge : 1 + nudge) * 100) / 100;
  return rate === input.rate ? { kind: 'none', driftMs } : { kind: 'rate', rate, driftMs };
}

/** What the controller needs of a player. */
export interface SyncablePlayer {
  /** The position now, ms; null while nothing plays (loading, paused, blocked). */
  position(): number | null;
  playbackRate(): number;
  setPlaybackRate(rate: number): void;
  seek(ms: number): void;
  readonly supportsRate: boolean;
  /** True while a seek is under way (positions are meaningless then). */
  isSeeking?(): boolean;
}

export interface SyncControllerOptions {
  /** How often the drift is checked (250 to 500 ms). */
  intervalMs?: number;
  /** After a seek, no correction for this long (the player needs a moment to resume). */
  seekSettleMs?: number;
  /** The song's length, ms. */
  durationMs?: number;
  /** A monotonic clock (performance.now). */
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  /** Told of every correction made (for diagnostics). */
  onAction?: (action: DriftAction) => void;
}

export const SYNC_INTERVAL_MS = 250;
export const SEEK_SETTLE_MS = 750;
/** The most a seek lead may grow to. */
export const MAX_SEEK_LEAD_MS = 1_500;

/**
 * Checks the drift every `intervalMs` and corrects it. A seek usually lands a little behind (the player pauses
 * to buffer while the room's clock runs on): the first drift measured after a seek that still falls behind is
 * learnt as a lead for the next seek, so a seek does not repeat forever on a slow stream.
 */
export class SyncController {
  private handle: unknown = null;
  private settleUntil = 0;
  private measuringSeek = false;
  private lead = 0;
  private readonly intervalMs: number;
  private readonly seekSettleMs: number;
  private readonly now: () => number;
  private readonly setIntervalFn: (callback: () => void, ms: number) => unknown;
  private readonly clearIntervalFn: (handle: unknown) => void;

  constructor(
    private readonly player: SyncablePlayer,
    private readonly expectedMs: () => number,
    private readonly options: SyncControllerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS;
    this.seekSettleMs = options.seekSettleMs ?? SEEK_SETTLE_MS;
    this.now = options.now ?? (() => performance.now());
    this.setIntervalFn = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
    this.clearIntervalFn = options.clearInterval ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  }

  /** The lead added to seek targets, ms. */
  get seekLeadMs(): number {
    return this.lead;
  }

  start(): void {
    if (this.handle !== null) return;
    this.handle = this.setIntervalFn(() => this.tick(), this.intervalMs);
  }

  /** Stops checking and puts the rate back to 1. */
  stop(): void {
    if (this.handle === null) return;
    this.clearIntervalFn(this.handle);
    this.handle = null;
    if (this.player.supportsRate && this.player.playbackRate() !== 1) this.player.setPlaybackRate(1);
  }

  /** One check: measures and corrects; null when nothing could be measured. */
  tick(): DriftAction | null {
    if (this.now() < this.settleUntil || this.player.isSeeking?.()) return null;
    const positionMs = this.player.position();
    if (positionMs === null) return null;
    const expectedMs = this.expectedMs();
    if (this.measuringSeek) {
      this.measuringSeek = false;
      const behind = expectedMs - positionMs;
      if (Math.abs(behind) > IN_SYNC_MS) this.lead = clamp(this.lead + behind, 0, MAX_SEEK_LEAD_MS);
    }
    const action = correctDrift({
      expectedMs,
      positionMs,
      rate: this.player.playbackRate(),
      supportsRate: this.player.supportsRate,
      seekLeadMs: this.lead,
      ...(this.options.durationMs !== undefined ? { durationMs: this.options.durationMs } : {}),
    });
    if (action.kind === 'seek') {
      if (this.player.supportsRate && this.player.playbackRate() !== 1) this.player.setPlaybackRate(1);
      this.player.seek(action.toMs);
      this.settleUntil = this.now() + this.seekSettleMs;
      this.measuringSeek = true;
    } else if (action.kind === 'rate') {
      this.player.setPlaybackRate(action.rate);
    }
    if (action.kind !== 'none') this.options.onAction?.(action);
    return action;
  }
}
