import { Migration } from '@mikro-orm/migrations';

export class Migration20261120231545 extends Migration {

  override name = 'Migration20261120231545';

  override up(): void | Promise<void> {
    this.addSql(`create unique index "song_spotify_id_unique" on library.song ((music_providers ->> 'spotify'));`);
    this.addSql(`create unique index "song_apple_id_unique" on library.song ((music_providers ->> 'apple'));`);
    this.addSql(`create unique index "song_soundcloudpublic_id_unique" on library.song ((music_providers ->> 'soundCloudPublic'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "library"."song_spotify_id_unique";`);
    this.addSql(`drop index "library"."song_apple_id_unique";`);
    this.addSql(`drop index "library"."song_soundcloudpublic_id_unique";`);
  }

}
