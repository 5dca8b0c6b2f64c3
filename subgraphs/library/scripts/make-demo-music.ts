/**
 * Makes the demo music shipped in subgraphs/library/demo-music/: three original ~30 s tracks synthesised
 * here (no samples, no recordings), encoded by ffmpeg into AES-128 encrypted HLS exactly as uploads are
 * (uploads/transcoder.ts), at a low bitrate so the three stay well under 2 MB. Run it once when the tracks
 * change, with ffmpeg installed, and commit the result:
 *
 *   node --import tsx subgraphs/library/scripts/make-demo-music.ts        (FFMPEG_PATH to use another ffmpeg)
 *
 * Each run draws new keys; the synthesis itself is deterministic. `npm start` needs none of this: it
 * copies the committed files into the media storage (src/demo-music/demo-music.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoTrack } from '../src/demo-music/demo-music.ts';
import { encodeWav, hz, instruments, Mix, noise } from '../src/demo-music/synth.ts';
import { playlistFileName, segmentPattern, transcodeToEncryptedHls } from '../src/uploads/transcoder.ts';

const demoMusicDir = fileURLToPath(new URL('../demo-music/', import.meta.url));
const seconds = 30;
const songId = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;

interface Composition {
  songId: string;
  folder: string;
  trackName: string;
  artistName: string;
  genre: string;
  render(): Float32Array[];
}

/** Indie pop, 100 bpm: C G Am F, an arpeggiated pluck, bass on one and three, light drums. */
function harbourLights(): Float32Array[] {
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
function velvetStatic(): Float32Array[] {
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
function concreteGarden(): Float32Array[] {
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

const compositions: Composition[] = [
  { songId: songId(1), folder: 'harbour-lights-at-dawn', trackName: 'Harbour Lights at Dawn', artistName: 'The Paper Lanterns', genre: 'Indie Pop', render: harbourLights },
  { songId: songId(2), folder: 'velvet-static', trackName: 'Velvet Static', artistName: 'Moth & Meridian', genre: 'Synthwave', render: velvetStatic },
  { songId: songId(3), folder: 'concrete-garden', trackName: 'Concrete Garden', artistName: 'Lowtide Collective', genre: 'Hip-Hop', render: concreteGarden },
];

const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';
const work = await mkdtemp(join(tmpdir(), 'backspin-demo-music-'));
const tracks: DemoTrack[] = [];
try {
  for (const composition of compositions) {
    const wav = join(work, `${composition.folder}.wav`);
    await writeFile(wav, encodeWav(composition.render()));
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
    const { render: _render, ...meta } = composition;
    tracks.push({ ...meta, duration, key: key.toString('hex'), iv: iv.toString('hex'), files });
    console.log(`${composition.trackName}: ${duration} s, ${files.length - 1} segments`);
  }
  await writeFile(join(demoMusicDir, 'manifest.json'), `${JSON.stringify({ generatedBy: 'subgraphs/library/scripts/make-demo-music.ts', tracks }, null, 2)}\n`);
} finally {
  await rm(work, { recursive: true, force: true });
}
