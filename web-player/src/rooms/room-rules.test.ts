import { describe, expect, it } from 'vitest';
import { isRoomSlug, pinnedMessagesProblem, roomFormProblems, seatsOf, slugFromName, type RoomFormValues } from './room-rules';

const valid: RoomFormValues = {
  name: 'Late Night Jazz',
  slug: 'late-night-jazz',
  description: '',
  numberOfDjs: '5',
  type: 'PUBLIC',
  password: '',
  externalUrl: '',
};

describe('room form rules (as the rooms subgraph checks them)', () => {
  it('suggests a valid slug from a name', () => {
    expect(slugFromName('Late Night Jazz')).toBe('late-night-jazz');
    expect(slugFromName('  Café — Tunes!! ')).toBe('cafe-tunes');
    expect(slugFromName('DJ')).toBe('dj-room');
    expect(slugFromName('🎵🎵')).toBe('');
    const long = slugFromName(`${'a'.repeat(63)} b`);
    expect(long).toBe('a'.repeat(63));
    expect(isRoomSlug(long)).toBe(true);
    for (const name of ['Room 1', 'ÜBER-party', 'x', 'a - b - c']) expect(isRoomSlug(slugFromName(name))).toBe(true);
  });

  it('accepts slugs of 3 to 64 lowercase letters, digits or hyphens with a letter or digit at both ends', () => {
    expect(isRoomSlug('abc')).toBe(true);
    expect(isRoomSlug('a-1')).toBe(true);
    expect(isRoomSlug('ab')).toBe(false);
    expect(isRoomSlug('-abc')).toBe(false);
    expect(isRoomSlug('abc-')).toBe(false);
    expect(isRoomSlug('Abc')).toBe(false);
    expect(isRoomSlug('a_c')).toBe(false);
    expect(isRoomSlug('a'.repeat(64))).toBe(true);
    expect(isRoomSlug('a'.repeat(65))).toBe(false);
  });

  it('checks every field of a room form', () => {
    expect(roomFormProblems(valid)).toEqual({});
    expect(roomFormProblems({ ...valid, name: '   ' }).name).toBe('nameRequired');
    expect(roomFormProblems({ ...valid, name: 'n'.repeat(81) }).name).toBe('nameTooLong');
    expect(roomFormProblems({ ...valid, name: '🎵'.repeat(80) }).name).toBeUndefined();
    expect(roomFormProblems({ ...valid, slug: 'Bad Slug' }).slug).toBe('slugInvalid');
    expect(roomFormProblems({ ...valid, description: 'd'.repeat(501) }).description).toBe('descriptionTooLong');
    expect(roomFormProblems({ ...valid, numberOfDjs: '0' }).numberOfDjs).toBe('seatsOutOfRange');
    expect(roomFormProblems({ ...valid, numberOfDjs: '11' }).numberOfDjs).toBe('seatsOutOfRange');
    expect(roomFormProblems({ ...valid, numberOfDjs: '2.5' }).numberOfDjs).toBe('seatsOutOfRange');
    expect(roomFormProblems({ ...valid, type: 'PRIVATE', password: 'abc' }).password).toBe('passwordLength');
    expect(roomFormProblems({ ...valid, type: 'PRIVATE', password: 'abcd' }).password).toBeUndefined();
    expect(roomFormProblems({ ...valid, externalUrl: 'ftp://example.com' }).externalUrl).toBe('urlInvalid');
    expect(roomFormProblems({ ...valid, externalUrl: 'https://example.com/x' }).externalUrl).toBeUndefined();
  });

  it('reads seat counts from 1 to 10', () => {
    expect(seatsOf('1')).toBe(1);
    expect(seatsOf(' 10 ')).toBe(10);
    expect(seatsOf('')).toBeNull();
    expect(seatsOf('abc')).toBeNull();
  });

  it('allows at most 5 pinned messages of 1 to 500 characters', () => {
    expect(pinnedMessagesProblem([])).toBeNull();
    expect(pinnedMessagesProblem(['a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(pinnedMessagesProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('pinnedTooMany');
    expect(pinnedMessagesProblem([' '])).toBe('pinnedTextLength');
    expect(pinnedMessagesProblem(['x'.repeat(501)])).toBe('pinnedTextLength');
  });
});
