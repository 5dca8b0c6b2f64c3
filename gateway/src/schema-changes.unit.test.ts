import { describe, expect, it } from 'vitest';
import { changeKey, parseAcceptedChanges, schemaChanges, unacceptedChanges } from './schema-changes.ts';

const before = `
  type Query { users(limit: Int, offset: Int): [User!]! }
  type User { id: ID! name: String! role: Role! }
  enum Role { LISTENER DJ }
`;

describe('schemaChanges', () => {
  it('names a removed argument and field as breaking, a new enum value and optional argument as dangerous, an added field as neither', () => {
    const after = `
      type Query { users(query: String): [User!]! }
      type User { id: ID! role: Role! joinedAt: String }
      enum Role { LISTENER DJ ADMIN }
    `;
    const { breaking, dangerous } = schemaChanges(before, after);
    expect(breaking.map(changeKey).sort()).toEqual([
      'ARG_REMOVED: Query.users arg limit was removed.',
      'ARG_REMOVED: Query.users arg offset was removed.',
      'FIELD_REMOVED: User.name was removed.',
    ]);
    expect(dangerous.map(changeKey).sort()).toEqual([
      'OPTIONAL_ARG_ADDED: An optional arg query on Query.users was added.',
      'VALUE_ADDED_TO_ENUM: ADMIN was added to enum type Role.',
    ]);
  });

  it('finds nothing between a schema and itself', () => {
    expect(schemaChanges(before, before)).toEqual({ breaking: [], dangerous: [] });
  });
});

describe('unacceptedChanges', () => {
  const { breaking } = schemaChanges(before, 'type Query { users: [User!]! } type User { id: ID! role: Role! } enum Role { LISTENER DJ }');

  it('lets through exactly the changes listed with a reason', () => {
    const accepted = [
      { change: 'ARG_REMOVED: Query.users arg limit was removed.', reason: 'admin lists take ListQueryInput (issue 13)' },
      { change: 'ARG_REMOVED: Query.users arg offset was removed.', reason: '' },
    ];
    expect(unacceptedChanges(breaking, accepted).map(changeKey).sort()).toEqual([
      'ARG_REMOVED: Query.users arg offset was removed.',
      'FIELD_REMOVED: User.name was removed.',
    ]);
  });

  it('reads the accepted list and refuses a malformed one by name', () => {
    expect(parseAcceptedChanges('[{"change":"x","reason":"y"}]', 'schema-changes.json')).toEqual([{ change: 'x', reason: 'y' }]);
    expect(() => parseAcceptedChanges('[{"change":"x"}]', 'schema-changes.json')).toThrow(/schema-changes.json must be/);
  });
});
