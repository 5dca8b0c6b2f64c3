import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164352 extends Migration {

  override name = 'Migration20261125164352';

  override up(): void | Promise<void> {
    this.addSql(`drop index "rooms"."room_password_tag_index";`);
    this.addSql(`alter table "rooms"."room" drop column "password_tag";`);
    this.addSql(`alter table "rooms"."room" add "password_lookup" varchar(64) null;`);
    this.addSql(`create index "room_password_lookup_index" on "rooms"."room" ("password_lookup");`);

    this.addSql(`alter table "rooms"."room_presence" add "profile" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "rooms"."room_password_lookup_index";`);
    this.addSql(`alter table "rooms"."room" drop column "password_lookup";`);
    this.addSql(`alter table "rooms"."room" add "password_tag" int2 null;`);
    this.addSql(`create index "room_password_tag_index" on "rooms"."room" ("password_tag");`);

    this.addSql(`alter table "rooms"."room_presence" drop column "profile";`);
  }

}
