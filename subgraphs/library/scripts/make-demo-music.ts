/**
 * Makes the demo music shipped in subgraphs/library/demo-music/: one original 30 to 36 s track for each demo
 * song (src/demo-data.ts), synthesised here (no samples, no recordings), encoded by ffmpeg into AES-128
 * encrypted HLS exactly as uploads are (uploads/transcoder.ts), at a low bitrate so all eight stay under 3 MB.
 * Run it when a track is added or changed, with ffmpeg installed, and commit the result:
 *
 *   node --import tsx subgraphs/library/scripts/make-demo-music.ts          tracks not yet in the manifest
 *   node --import tsx subgraphs/library/scripts/make-demo-music.ts --all    every track again
 *   node --import tsx subgraphs/library/scripts/make-demo-music.ts slow-orbit    the tracks in these folders again
 *
 * (FFMPEG_PATH to use another ffmpeg.) Each encoding draws new keys, so tracks already shipped are left alone
 * unless `--all` is given; the synthesis itself is deterministic. `npm start` needs none of this: it copies the
 * committed files into the media storage (src/demo-music/demo-music.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDemoMusicManifest, type DemoTrack } from '../src/demo-music/demo-music.ts';
import { encodeWav, hz, instruments, Mix, noise } from '../src/demo-music/synth.ts';
import { playlistFileName, segmentPattern, transcodeToEncryptedHls } from '../src/uploads/transcoder.ts';

const demoMusicDir = fileURLToPath(new URL('../demo-music/', import.meta.url));
const songId = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;

interface Composition {
  songId: string;
  folder: string;
  trackName: string;
  artistName: string;
  genre: string;
  /** Length of the piece. */
  seconds: number;
  render(seconds: number): Float32Array[];
}

/** Indie pop, 100 bpm: C G Am F, an arpeggiated pluck, bass on one and three, light drums. */
function harbourLights(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 100;
  const bar = beat * 4;
  const chords = [
    [48, 52, 55],
    [43, 47, 50],
    [45, 48, 52],
    [41, 45, 48],
  ];
  const random = noise(101);
  for (let b = 0; b * bar < seconds; b++) {
    const chord = chords[b % 4]!;
    const start = b * bar;
    const arpeggio = [chord[0]! + 12, chord[1]! + 12, chord[2]! + 12, chord[0]! + 24, chord[2]! + 12, chord[1]! + 12, chord[2]! + 12, chord[0]! + 24];
    arpeggio.forEach((note, i) => mix.add(start + (i * beat) / 2, 0.9, i % 2 ? 0.35 : -0.35, (t) => 0.22 * instruments.pluck(hz(note))(t)));
    for (const beatIndex of [0, 2]) mix.add(start + beatIndex * beat, beat * 1.8, 0, (t) => 0.3 * instruments.bass(hz(chord[0]! - 12), beat * 1.8)(t));
    if (b >= 1) {
      for (const beatIndex of [0, 2]) mix.add(start + beatIndex * beat, 0.4, 0, (t) => 0.45 * instruments.kick()(t));
      for (const beatIndex of [1, 3]) mix.add(start + beatIndex * beat, 0.3, 0.1, (t) => 0.16 * instruments.snare(random)(t));
      for (let h = 0; h < 8; h++) mix.add(start + (h * beat) / 2, 0.1, 0.5, (t) => 0.12 * instruments.hat(random)(t));
    }
  }
  return mix.master(1.5, 2.5);
}

/** Synthwave, 110 bpm: Am F C G pads, pulsing bass, four-on-the-floor, a 16th-note lead and a little static. */
function velvetStatic(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 110;
  const bar = beat * 4;
  const chords = [
    [57, 60, 64],
    [53, 57, 60],
    [48, 52, 55],
    [55, 59, 62],
  ];
  const random = noise(102);
  for (let b = 0; b * bar < seconds; b++) {
    const chord = chords[b % 4]!;
    const start = b * bar;
    chord.forEach((note, i) => mix.add(start, bar, (i - 1) * 0.5, (t) => 0.09 * instruments.pad(hz(note), bar)(t)));
    for (let e = 0; e < 8; e++) mix.add(start + (e * beat) / 2, beat / 2, 0, (t) => 0.22 * instruments.bass(hz(chord[0]! - 24), beat / 2 - 0.02)(t));
    for (let k = 0; k < 4; k++) mix.add(start + k * beat, 0.4, 0, (t) => 0.45 * instruments.kick()(t));
    for (const beatIndex of [1, 3]) mix.add(start + beatIndex * beat, 0.3, -0.1, (t) => 0.2 * instruments.snare(random)(t));
    if (b >= 2) {
      const lead = [chord[0]! + 12, chord[2]! + 12, chord[1]! + 12, chord[2]! + 12];
      for (let s = 0; s < 16; s++) mix.add(start + (s * beat) / 4, 0.3, 0.4, (t) => 0.08 * instruments.pluck(hz(lead[s % 4]!), 0.12)(t));
    }
  }
  mix.add(0, seconds, 0, () => 0.012 * random());
  return mix.master(1, 2.5);
}

/** Hip-hop, 88 bpm: Dm7 G7 Cmaj7 Am7 on electric piano, boom-bap drums with swung hats, bass. */
function concreteGarden(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 88;
  const bar = beat * 4;
  const chords = [
    [50, 53, 57, 60],
    [43, 47, 50, 53],
    [48, 52, 55, 59],
    [45, 48, 52, 55],
  ];
  const random = noise(103);
  for (let b = 0; b * bar < seconds; b++) {
    const chord = chords[b % 4]!;
    const start = b * bar;
    for (const hit of [0, 2.5]) chord.forEach((note, i) => mix.add(start + hit * beat + i * 0.012, 1.6, (i - 1.5) * 0.3, (t) => 0.1 * instruments.keys(hz(note + 12))(t)));
    mix.add(start, beat * 1.5, 0, (t) => 0.32 * instruments.bass(hz(chord[0]! - 12), beat * 1.5)(t));
    mix.add(start + beat * 2.5, beat, 0, (t) => 0.3 * instruments.bass(hz(chord[0]! - 12), beat)(t));
    for (const k of [0, 1.75, 2.5]) mix.add(start + k * beat, 0.4, 0, (t) => 0.5 * instruments.kick()(t));
    for (const s of [1, 3]) mix.add(start + s * beat, 0.3, 0, (t) => 0.26 * instruments.snare(random)(t));
    for (let h = 0; h < 8; h++) mix.add(start + (h * beat) / 2 + (h % 2 ? beat * 0.08 : 0), 0.1, 0.45, (t) => 0.14 * instruments.hat(random)(t));
  }
  return mix.master(1, 2.5);
}

/** Ambient, 64 bpm: slow pads (Dmaj7 Bm9 Gmaj7 Asus), a sub bass and a sparse bell melody, no drums. */
function slowOrbit(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const chordLength = 6;
  const chords = [
    [50, 54, 57, 61],
    [47, 50, 54, 61],
    [43, 47, 50, 54],
    [45, 50, 52, 57],
  ];
  for (let c = 0; c * chordLength < seconds; c++) {
    const chord = chords[c % 4]!;
    const start = c * chordLength;
    // Each pad rings a little past the next chord's start: no gaps.
    chord.forEach((note, i) => mix.add(start, chordLength + 1, (i - 1.5) * 0.4, (t) => 0.07 * instruments.pad(hz(note), chordLength + 1)(t)));
    mix.add(start, chordLength + 0.5, 0, (t) => 0.25 * Math.min(1, t / 1, (chordLength + 0.5 - t) / 1) * Math.sin(2 * Math.PI * hz(chord[0]! - 12) * t));
  }
  // D major pentatonic, placed by hand: a phrase that rises, then settles.
  const melody: [number, number][] = [
    [3, 74], [4.5, 78], [6, 81], [9, 83], [10.5, 81], [12, 78], [15, 76], [16.5, 78], [18, 74],
    [21, 81], [22, 83], [23, 86], [25.5, 83], [27, 81], [30, 78], [31.5, 76], [33, 74],
  ];
  melody.forEach(([at, note], i) => mix.add(at, 3, i % 2 ? 0.45 : -0.45, (t) => 0.14 * instruments.bell(hz(note), 1.6)(t)));
  // Sustained pads: a lower peak keeps it as loud as the others.
  return mix.master(3, 4, 0.6);
}

/** Folk, 3/4 at 96 bpm: a strummed guitar (G D Em C), bass on the one, a shaker, then a plucked tune. */
function ferryToNowhere(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 96;
  const bar = beat * 3;
  const chords = [
    [43, 47, 50, 55, 59, 67],
    [50, 57, 62, 66],
    [40, 47, 52, 55, 59, 64],
    [48, 52, 55, 60, 64],
  ];
  const tune = [71, 74, 76, 74, 71, 69, 67, 69, 71, 71, 69, 67];
  const random = noise(104);
  for (let b = 0; b * bar < seconds; b++) {
    const chord = chords[Math.floor(b / 2) % 4]!;
    const start = b * bar;
    mix.add(start, 1.2, -0.2, (t) => 0.2 * instruments.pluck(hz(chord[0]!), 0.6)(t));
    mix.add(start, bar, 0, (t) => 0.22 * instruments.bass(hz(chord[0]! - 12), bar * 0.9)(t));
    for (const strum of [1, 2]) {
      // Down on two, up on three: the strings a few milliseconds apart.
      const strings = strum === 1 ? chord : [...chord].reverse();
      strings.forEach((note, i) => mix.add(start + strum * beat + i * 0.014, 0.9, -0.3 + i * 0.1, (t) => 0.07 * instruments.pluck(hz(note), 0.5)(t)));
    }
    if (b >= 2) for (let e = 0; e < 6; e++) mix.add(start + (e * beat) / 2, 0.15, 0.5, (t) => (e % 2 ? 0.1 : 0.16) * instruments.shaker(random)(t));
    if (b >= 6) {
      const phrase = b - 6;
      const note = tune[phrase % tune.length]!;
      mix.add(start, bar * 0.95, 0.25, (t) => 0.16 * instruments.pluck(hz(note), 0.8)(t));
      mix.add(start + beat * 2, beat, 0.25, (t) => 0.1 * instruments.pluck(hz(tune[(phrase + 1) % tune.length]!), 0.4)(t));
    }
  }
  return mix.master(1, 3, 0.75);
}

/** House, 124 bpm: four-on-the-floor, claps, off-beat bass and hats, organ stabs over Am7 Fmaj7 Cmaj7 G6. */
function neonCartography(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 124;
  const bar = beat * 4;
  const chords = [
    [57, 60, 64, 67],
    [53, 57, 60, 64],
    [55, 60, 64, 67],
    [55, 59, 62, 64],
  ];
  const random = noise(105);
  for (let b = 0; b * bar < seconds; b++) {
    const chord = chords[b % 4]!;
    const start = b * bar;
    for (let k = 0; k < 4; k++) mix.add(start + k * beat, 0.4, 0, (t) => 0.5 * instruments.kick()(t));
    if (b >= 1) {
      for (const c of [1, 3]) mix.add(start + c * beat, 0.3, 0.05, (t) => 0.18 * instruments.clap(random)(t));
      for (let k = 0; k < 4; k++) mix.add(start + k * beat + beat / 2, 0.2, -0.4, (t) => 0.14 * instruments.shaker(random)(t));
      for (let h = 0; h < 16; h++) mix.add(start + (h * beat) / 4, 0.06, 0.4, (t) => 0.05 * instruments.hat(random)(t));
    }
    if (b >= 2) for (let k = 0; k < 4; k++) mix.add(start + k * beat + beat / 2, beat * 0.45, 0, (t) => 0.3 * instruments.bass(hz(chord[0]! - 24), beat * 0.45)(t));
    if (b >= 4) {
      for (const hit of [0.5, 1.5, 2.75, 3.5]) {
        chord.forEach((note, i) => mix.add(start + hit * beat, 0.2, (i - 1.5) * 0.25, (t) => 0.06 * instruments.organ(hz(note), 0.2)(t)));
      }
    }
  }
  return mix.master(0.5, 3);
}

/** Indie rock, 132 bpm: driven power chords in eighths (E B C#m A), bass, drums with a crash, a lead from bar 9. */
function paperPlanesInJuly(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 132;
  const bar = beat * 4;
  const roots = [40, 47, 49, 45];
  const lead = [76, 78, 80, 83, 80, 78, 76, 73];
  const random = noise(106);
  const crash = () => {
    let previous = 0;
    return (t: number) => {
      const white = random();
      const bright = white - previous;
      previous = white;
      return Math.exp(-t * 2.5) * bright * 0.5;
    };
  };
  for (let b = 0; b * bar < seconds; b++) {
    const root = roots[Math.floor(b / 2) % 4]!;
    const start = b * bar;
    for (let e = 0; e < 8; e++) {
      const at = start + (e * beat) / 2;
      for (const [i, interval] of [0, 7, 12].entries()) mix.add(at, (beat / 2) * 0.85, i === 1 ? -0.5 : 0.5, (t) => 0.045 * instruments.saw(hz(root + 12 + interval), (beat / 2) * 0.85)(t));
      if (b >= 1) mix.add(at, (beat / 2) * 0.9, 0, (t) => 0.22 * instruments.bass(hz(root), (beat / 2) * 0.9)(t));
      if (b >= 1) mix.add(at, 0.1, 0.35, (t) => 0.1 * instruments.hat(random)(t));
    }
    if (b >= 1) {
      for (const k of [0, 1.5, 2]) mix.add(start + k * beat, 0.4, 0, (t) => 0.45 * instruments.kick()(t));
      for (const sn of [1, 3]) mix.add(start + sn * beat, 0.3, -0.05, (t) => 0.24 * instruments.snare(random)(t));
      if (b % 4 === 1) mix.add(start, 2, -0.3, (t) => 0.14 * crash()(t));
    }
    if (b >= 8) {
      lead.forEach((note, i) => {
        if ((b + i) % 3 === 2) return; // a breath now and then
        mix.add(start + (i * beat) / 2, beat * 0.45, 0.2, (t) => 0.09 * instruments.pluck(hz(note - (Math.floor(b / 2) % 2 ? 0 : 2)), 0.25)(t));
      });
    }
  }
  return mix.master(0.3, 2.5);
}

/** Soul, 76 bpm: electric piano on Dm9 G9 Cmaj9 Am9, an organ bed, a walking bass, swung hats and a keys melody. */
function midnightLedger(seconds: number): Float32Array[] {
  const mix = new Mix(seconds);
  const beat = 60 / 76;
  const bar = beat * 4;
  const chords = [
    [50, 53, 57, 60, 64],
    [43, 53, 57, 59, 62],
    [48, 52, 55, 59, 62],
    [45, 48, 52, 55, 59],
  ];
  const melody: [number, number, number][] = [
    [0, 72, 1],
    [1, 74, 0.5],
    [1.5, 76, 1.5],
    [3, 74, 1],
  ];
  const random = noise(107);
  for (let b = 0; b * bar < seconds; b++) {
    const chord = chords[b % 4]!;
    const start = b * bar;
    for (const hit of [0, 1.5, 2.5]) chord.slice(1).forEach((note, i) => mix.add(start + hit * beat + i * 0.008, 1.4, (i - 2) * 0.25, (t) => 0.075 * instruments.keys(hz(note))(t)));
    chord.slice(1).forEach((note) => mix.add(start, bar, 0, (t) => 0.025 * instruments.organ(hz(note - 12), bar)(t)));
    const walk = [chord[0]!, chord[0]! + 7, chord[0]! + 12, chord[0]! + 10];
    walk.forEach((note, i) => mix.add(start + i * beat, beat * 0.9, 0, (t) => 0.3 * instruments.bass(hz(note - 12), beat * 0.9)(t)));
    if (b >= 1) {
      for (const k of [0, 2.5]) mix.add(start + k * beat, 0.4, 0, (t) => 0.4 * instruments.kick()(t));
      for (const sn of [1, 3]) mix.add(start + sn * beat, 0.3, 0.1, (t) => 0.16 * instruments.snare(random)(t));
      // Swung eighths: the second of each pair late, on the triplet.
      for (let h = 0; h < 8; h++) mix.add(start + Math.floor(h / 2) * beat + (h % 2 ? (beat * 2) / 3 : 0), 0.1, 0.45, (t) => (h % 2 ? 0.07 : 0.11) * instruments.hat(random)(t));
    }
    if (b >= 3 && b % 2 === 1) {
      const shift = b % 4 === 1 ? 0 : -2;
      for (const [at, note, length] of melody) mix.add(start + at * beat, length * beat, -0.2, (t) => 0.12 * instruments.keys(hz(note + shift), 0.9)(t));
    }
  }
  return mix.master(1, 3);
}

const compositions: Composition[] = [
  { songId: songId(1), folder: 'harbour-lights-at-dawn', trackName: 'Harbour Lights at Dawn', artistName: 'The Paper Lanterns', genre: 'Indie Pop', seconds: 30, render: harbourLights },
  { songId: songId(2), folder: 'velvet-static', trackName: 'Velvet Static', artistName: 'Moth & Meridian', genre: 'Synthwave', seconds: 30, render: velvetStatic },
  { songId: songId(3), folder: 'concrete-garden', trackName: 'Concrete Garden', artistName: 'Lowtide Collective', genre: 'Hip-Hop', seconds: 30, render: concreteGarden },
  { songId: songId(4), folder: 'slow-orbit', trackName: 'Slow Orbit', artistName: 'Ada Quill', genre: 'Ambient', seconds: 36, render: slowOrbit },
  { songId: songId(5), folder: 'ferry-to-nowhere', trackName: 'Ferry to Nowhere', artistName: 'The Saltwater Sisters', genre: 'Folk', seconds: 33, render: ferryToNowhere },
  { songId: songId(6), folder: 'neon-cartography', trackName: 'Neon Cartography', artistName: 'Kilo Vantage', genre: 'House', seconds: 35, render: neonCartography },
  { songId: songId(7), folder: 'paper-planes-in-july', trackName: 'Paper Planes in July', artistName: 'Juniper Row', genre: 'Indie Rock', seconds: 32, render: paperPlanesInJuly },
  { songId: songId(8), folder: 'midnight-ledger', trackName: 'Midnight Ledger', artistName: 'Orla Vance', genre: 'Soul', seconds: 34, render: midnightLedger },
];

const args = process.argv.slice(2);
const remake = (folder: string) => args.includes('--all') || args.includes(folder);
const manifestFile = join(demoMusicDir, 'manifest.json');
const shipped = existsSync(manifestFile) ? readDemoMusicManifest(demoMusicDir).tracks : [];
const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';
const work = await mkdtemp(join(tmpdir(), 'backspin-demo-music-'));
const tracks: DemoTrack[] = [];
try {
  for (const composition of compositions) {
    const kept = remake(composition.folder) ? undefined : shipped.find((track) => track.songId === composition.songId && track.folder === composition.folder);
    if (kept) {
      tracks.push(kept);
      continue;
    }
    const wav = join(work, `${composition.folder}.wav`);
    await writeFile(wav, encodeWav(composition.render(composition.seconds)));
    const out = join(work, composition.folder, 'hls');
    await mkdir(out, { recursive: true });
    const key = randomBytes(16);
    const iv = randomBytes(16);
    const result = await transcodeToEncryptedHls({ ffmpegPath, inputPath: wav, outputDir: out, key, iv, audioBitrate: '64k' });
    if (result.kind !== 'ok') throw new Error(`${composition.trackName}: ${result.message}`);
    const target = join(demoMusicDir, composition.folder);
    await rm(target, { recursive: true, force: true });
    await mkdir(target, { recursive: true });
    const files = (await readdir(out)).filter((f) => f === playlistFileName || segmentPattern.test(f)).sort();
    for (const file of files) await copyFile(join(out, file), join(target, file));
    const playlist = await readFile(join(out, playlistFileName), 'utf8');
    const duration = Math.round([...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0));
    const { render: _render, seconds: _seconds, ...meta } = composition;
    tracks.push({ ...meta, duration, key: key.toString('hex'), iv: iv.toString('hex'), files });
    console.log(`${composition.trackName}: ${duration} s, ${files.length - 1} segments`);
  }
  await writeFile(manifestFile, `${JSON.stringify({ generatedBy: 'subgraphs/library/scripts/make-demo-music.ts', tracks }, null, 2)}\n`);
} finally {
  await rm(work, { recursive: true, force: true });
}
