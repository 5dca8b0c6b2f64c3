import { defineEntity, p, type MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { describe, expect, it } from 'vitest';
import { entityMigrationDrift } from './schema-drift.ts';

// The check each subgraph's schema-migrations test runs, shown to catch what it is for: a column an entity has and
// no committed migration creates.
const Widget = defineEntity({
  name: 'Widget',
  tableName: 'widget',
  properties: { id: p.uuid().primary(), name: p.string(), colour: p.string().nullable() },
});

class CreateWidget extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "drift_check"."widget" ("id" uuid not null, "name" varchar(255) not null, primary key ("id"));`);
  }
}
class AddColour extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "drift_check"."widget" add column "colour" varchar(255) null;`);
  }
}
const migration = (name: string, cls: MigrationObject['class']): MigrationObject => ({ name, class: cls });

describe('entityMigrationDrift', () => {
  it('names the column an entity has and the migrations never made', async () => {
    const drift = await entityMigrationDrift({ name: 'drift_check', entities: [Widget], migrations: [migration('Migration1', CreateWidget)] });
    expect(drift).toMatch(/alter table "drift_check"\."widget" add "colour"/);
  });

  it('is empty once a migration makes it', async () => {
    const migrations = [migration('Migration1', CreateWidget), migration('Migration2', AddColour)];
    expect(await entityMigrationDrift({ name: 'drift_check', entities: [Widget], migrations })).toBe('');
  });
});
