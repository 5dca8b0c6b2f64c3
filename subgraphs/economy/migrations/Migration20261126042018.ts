import { Migration } from '@mikro-orm/migrations';

export class Migration20261126042018 extends Migration {

  override name = 'Migration20261126042018';

  override up(): void | Promise<void> {
    this.addSql(`alter table "economy"."point_event" alter column "actor_id" type text using ("actor_id"::text);`);

    this.addSql(`alter table "economy"."point_event" alter column "actor_id" type varchar(100) using ("actor_id"::varchar(100));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "economy"."point_event" alter column "actor_id" type uuid using ("actor_id"::text::uuid);`);
  }

}
