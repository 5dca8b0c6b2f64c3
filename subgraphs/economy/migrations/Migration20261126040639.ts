import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040639 extends Migration {

  override name = 'Migration20261126040639';

  override up(): void | Promise<void> {
    this.addSql(`create table "economy"."economy_file" ("id" uuid not null, "storage_key" varchar(200) not null, "content_type" varchar(50) not null, "size" int not null, "uploaded_by" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "economy"."economy_file" cascade;`);
  }

}
