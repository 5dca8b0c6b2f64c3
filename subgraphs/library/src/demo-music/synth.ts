/**
 * A very small synthesiser for the demo music (scripts/make-demo-music.ts) and for test files: a few
 * instruments rendered sample by sample into float buffers, written out as a 16-bit PCM WAV. Everything
 * it makes is original and deterministic (seeded noise).
 */

export const sampleRate = 44_100;

export interface WavTags {
  title?: string;
  artist?: string;
  album?: string;
  genre?: string;
}

/** 16-bit PCM WAV from one buffer per channel (samples in −1…1), with optional RIFF INFO tags. */
export function encodeWav(channels: Float32Array[], rate = sampleRate, tags: WavTags = {}): Buffer {
  const frames = channels[0]?.length ?? 0;
  const data = Buffer.alloc(frames * channels.length * 2);
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < channels.length; c++) {
      const sample = Math.max(-1, Math.min(1, channels[c]![i]!));
      data.writeInt16LE(Math.round(sample * 32767), (i * channels.length + c) * 2);
    }
  }
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(channels.length, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE(rate * channels.length * 2, 8);
  fmt.writeUInt16LE(channels.length * 2, 12);
  fmt.writeUInt16LE(16, 14);
  const chunks = [chunk('fmt ', fmt), chunk('data', data)];
  const info = (
    [
      ['INAM', tags.title],
      ['IART', tags.artist],
      ['IPRD', tags.album],
      ['IGNR', tags.genre],
    ] as const
  ).flatMap(([id, value]) => (value ? [chunk(id, Buffer.from(`${value}\0`, 'utf8'))] : []));
  if (info.length) chunks.push(chunk('LIST', Buffer.concat([Buffer.from('INFO'), ...info])));
  const body = Buffer.concat([Buffer.from('WAVE'), ...chunks]);
  return Buffer.concat([Buffer.from('RIFF'), u32(body.length), body]);
}

function chunk(id: string, payload: Buffer): Buffer {
  const pad = payload.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([Buffer.from(id, 'ascii'), u32(payload.length), payload, pad]);
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value, 0);
  return b;
}

/** A sine tone, for tests: `seconds` long at `frequency` Hz (mono 8 kHz by default, to stay small). */
export function toneWav(seconds: number, options: { frequency?: number; rate?: number; channels?: number; tags?: WavTags } = {}): Buffer {
  const rate = options.rate ?? 8000;
  const frequency = options.frequency ?? 440;
  const n = Math.round(seconds * rate);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * frequency * i) / rate);
  return encodeWav(Array.from({ length: options.channels ?? 1 }, () => samples), rate, options.tags);
}

/** Deterministic noise (mulberry32). */
export function noise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** MIDI note number → Hz. */
export const hz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** A stereo mix being built: instruments add into it at a time and a pan position. */
export class Mix {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(readonly seconds: number) {
    const n = Math.round(seconds * sampleRate);
    this.left = new Float32Array(n);
    this.right = new Float32Array(n);
  }

  /** Adds `render(t)` (t in seconds from `start`) for `length` seconds, panned (−1 left … 1 right). */
  add(start: number, length: number, pan: number, render: (t: number) => number): void {
    const from = Math.round(start * sampleRate);
    const to = Math.min(this.left.length, from + Math.round(length * sampleRate));
    const l = Math.cos(((pan + 1) * Math.PI) / 4);
    const r = Math.sin(((pan + 1) * Math.PI) / 4);
    for (let i = Math.max(from, 0); i < to; i++) {
      const v = render((i - from) / sampleRate);
      this.left[i]! += v * l;
      this.right[i]! += v * r;
    }
  }

  /** Fades in and out, then scales so the loudest sample sits at `peak`. */
  master(fadeIn: number, fadeOut: number, peak = 0.89): Float32Array[] {
    const n = this.left.length;
    let max = 0;
    for (let i = 0; i < n; i++) {
      const t = i / sampleRate;
      const gain = Math.min(1, t / fadeIn, (this.seconds - t) / fadeOut);
      this.left[i]! *= gain;
      this.right[i]! *= gain;
      max = Math.max(max, Math.abs(this.left[i]!), Math.abs(this.right[i]!));
    }
    const scale = max ? peak / max : 1;
    for (let i = 0; i < n; i++) {
      this.left[i]! *= scale;
      this.right[i]! *= scale;
    }
    return [this.left, this.right];
  }
}

const envelope = (t: number, attack: number, decay: number) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

/** Instruments: each returns a function of time (seconds since the note began). */
export const instruments = {
  /** A plucked string: a few harmonics, fast decay. */
  pluck: (frequency: number, decay = 0.35) => (t: number) =>
    envelope(t, 0.004, decay) *
    (Math.sin(2 * Math.PI * frequency * t) + 0.5 * Math.sin(4 * Math.PI * frequency * t) * Math.exp(-t * 6) + 0.25 * Math.sin(6 * Math.PI * frequency * t) * Math.exp(-t * 10)),

  /** A soft electric piano: sine pair with a little tremolo. */
  keys: (frequency: number, decay = 1.2) => (t: number) =>
    envelope(t, 0.01, decay) * (Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(2 * Math.PI * frequency * 2.01 * t)) * (1 + 0.15 * Math.sin(2 * Math.PI * 5 * t)),

  /** A warm pad: detuned saws made of their first harmonics, slow attack. */
  pad: (frequency: number, length: number) => (t: number) => {
    const gain = Math.min(1, t / 0.6, (length - t) / 0.4);
    let v = 0;
    for (const detune of [0.996, 1, 1.004]) {
      for (let h = 1; h <= 6; h++) v += Math.sin(2 * Math.PI * frequency * detune * h * t) / h;
    }
    return (Math.max(gain, 0) * v) / 6;
  },

  /** A round bass: sine with a touch of its octave. */
  bass: (frequency: number, length: number) => (t: number) =>
    Math.min(1, t / 0.01, Math.max(0, (length - t) / 0.05)) * (Math.sin(2 * Math.PI * frequency * t) + 0.2 * Math.sin(4 * Math.PI * frequency * t)),

  /** A kick drum: a falling sine. */
  kick: () => (t: number) => Math.exp(-t * 18) * Math.sin(2 * Math.PI * (45 * t + (90 / 25) * (1 - Math.exp(-t * 25)))),

  /** A snare: a noise burst over a short tone. */
  snare: (random: () => number) => (t: number) => Math.exp(-t * 22) * (0.8 * random() + 0.4 * Math.sin(2 * Math.PI * 190 * t)),

  /** A driven, slightly detuned saw (its first harmonics), for rock chords and house stabs. */
  saw: (frequency: number, length: number, drive = 1.5) => (t: number) => {
    const gain = Math.min(1, t / 0.005, Math.max(0, (length - t) / 0.04));
    let v = 0;
    for (const detune of [0.997, 1.003]) {
      for (let h = 1; h <= 10; h++) v += Math.sin(2 * Math.PI * frequency * detune * h * t) / h;
    }
    return gain * Math.tanh(drive * v * 0.5);
  },

  /** An organ: a few drawbar harmonics, quick on and off. */
  organ: (frequency: number, length: number) => (t: number) =>
    Math.min(1, t / 0.008, Math.max(0, (length - t) / 0.03)) *
    (Math.sin(2 * Math.PI * frequency * t) + 0.6 * Math.sin(4 * Math.PI * frequency * t) + 0.35 * Math.sin(6 * Math.PI * frequency * t) + 0.2 * Math.sin(8 * Math.PI * frequency * t)) /
    2.15,

  /** A bell: a sine frequency-modulated by an inharmonic partner that fades. */
  bell: (frequency: number, decay = 2.5) => (t: number) =>
    envelope(t, 0.002, decay) * Math.sin(2 * Math.PI * frequency * t + 2 * Math.exp(-t * 3) * Math.sin(2 * Math.PI * frequency * 3.5 * t)),

  /** A shaker: a soft, longer burst of brightened noise. */
  shaker: (random: () => number) => {
    let previous = 0;
    return (t: number) => {
      const white = random();
      const bright = white - previous;
      previous = white;
      return Math.min(1, t / 0.015) * Math.exp(-t * 30) * bright * 0.5;
    };
  },

  /** A hand clap: three quick noise bursts, then a short tail. */
  clap: (random: () => number) => (t: number) => {
    const burst = [0, 0.011, 0.022].reduce((sum, at) => sum + (t >= at ? Math.exp(-(t - at) * 180) : 0), 0);
    return (0.6 * burst + Math.exp(-t * 25) * 0.4) * random();
  },

  /** A closed hi-hat: a very short burst of brightened noise. */
  hat: (random: () => number) => {
    let previous = 0;
    return (t: number) => {
      const white = random();
      const bright = white - previous;
      previous = white;
      return Math.exp(-t * 70) * bright * 0.5;
    };
  },
};
