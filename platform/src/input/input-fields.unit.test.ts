import { describe, expect, it } from 'vitest';
import { refusal } from '@backspin/test-kit';
import { distinctUuids, optionalText, optionalUuid, requiredText, requiredUuid } from './input-fields.ts';

/** The catalogue reason a field rule refuses with (the test fails if it accepts). */
const reasonOf = async (run: () => unknown) => (await refusal((async () => run())())).reason;

describe('requiredText', () => {
  it('trims and keeps a text of up to max characters, counting an emoji as one', () => {
    expect(requiredText('  Late Night  ', 10, 'INVALID_ROOM_NAME')).toBe('Late Night');
    expect(requiredText('🎧🎧🎧', 3, 'INVALID_ROOM_NAME')).toBe('🎧🎧🎧');
  });

  it.each([
    ['blank', '   '],
    ['too long', 'abcd'],
    ['a NUL', 'a\u0000b'],
    ['not a string', 42],
    ['absent', undefined],
  ])('refuses %s with the field’s reason', async (_, raw) => {
    expect(await reasonOf(() => requiredText(raw, 3, 'INVALID_EVENT_TITLE'))).toBe('INVALID_EVENT_TITLE');
  });
});

describe('optionalText', () => {
  it('is null when absent or blank, the trimmed text otherwise', () => {
    expect(optionalText(null, 5, 'INVALID_GENRE')).toBeNull();
    expect(optionalText(undefined, 5, 'INVALID_GENRE')).toBeNull();
    expect(optionalText('  ', 5, 'INVALID_GENRE')).toBeNull();
    expect(optionalText(' jazz ', 5, 'INVALID_GENRE')).toBe('jazz');
  });

  it('refuses a long text, a NUL or a non-string', async () => {
    expect(await reasonOf(() => optionalText('abcdef', 5, 'INVALID_GENRE'))).toBe('INVALID_GENRE');
    expect(await reasonOf(() => optionalText('a\u0000', 5, 'INVALID_GENRE'))).toBe('INVALID_GENRE');
    expect(await reasonOf(() => optionalText(7, 5, 'INVALID_GENRE'))).toBe('INVALID_GENRE');
  });
});

describe('ids', () => {
  const id = '6F9619FF-8B86-D011-B42D-00C04FC964FF';

  it('lower-cases a UUID given with spaces around it', () => {
    expect(requiredUuid(` ${id} `, 'INVALID_USER_ID')).toBe(id.toLowerCase());
    expect(optionalUuid(id, 'INVALID_USER_ID')).toBe(id.toLowerCase());
  });

  it('takes absent optional ids as none', () => {
    expect(optionalUuid('', 'INVALID_USER_ID')).toBeNull();
    expect(optionalUuid(null, 'INVALID_USER_ID')).toBeNull();
    expect(optionalUuid(undefined, 'INVALID_USER_ID')).toBeNull();
  });

  it('refuses what is not a UUID', async () => {
    expect(await reasonOf(() => requiredUuid('nope', 'INVALID_USER_ID'))).toBe('INVALID_USER_ID');
    expect(await reasonOf(() => optionalUuid(12, 'INVALID_COMMUNITY_OWNER'))).toBe('INVALID_COMMUNITY_OWNER');
  });

  it('drops repeats in a list, and refuses the list if one id is bad', async () => {
    expect(distinctUuids([id, id.toLowerCase()], 'INVALID_COMMUNITY_CHANGE')).toEqual([id.toLowerCase()]);
    expect(await reasonOf(() => distinctUuids([id, 'x'], 'INVALID_COMMUNITY_CHANGE'))).toBe('INVALID_COMMUNITY_CHANGE');
  });
});
