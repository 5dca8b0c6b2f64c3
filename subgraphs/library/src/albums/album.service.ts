import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid } from '@backspin/platform';
import type { Artist } from '../artists/artist.entity.ts';
import { hasCatalogueSong, nameKeyOf, takeSkip } from '../artists/artist.service.ts';
import { newShortId } from '../songs/short-id.ts';
import { catalogueStatuses, SongSchema, type Song } from '../songs/song.entity.ts';
import { AlbumSchema, type Album } from './album.entity.ts';

/** At most this many artist names in one albums-by-artists request. */
export const maxArtistsPerRequest = 100;

/** Albums: derived from songs' album and artist names, listed while they have catalogue songs. */
export class AlbumService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Album>> {
    const valid = ids.filter(isUuid);
    const albums = valid.length ? await em.find(AlbumSchema, { id: { $in: valid } }) : [];
    return new Map(albums.map((a) => [a.id, a]));
  }

  /**
   * The artist's album of this name, created when new (safe under concurrency, like artists). A release year
   * fills an album that had none; a known year is kept.
   */
  async ensure(em: EntityManager, artist: Artist, name: string, releaseYear: number | null): Promise<Album> {
    const clean = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
    const album = await em.upsert(
      AlbumSchema,
      {
        id: randomUUID(),
        shortId: newShortId(),
        name: clean,
        nameKey: nameKeyOf(clean),
        artist: artist.id,
        releaseYear,
        createdAt: new Date(),
      },
      { onConflictFields: ['artist', 'nameKey'], onConflictAction: 'merge', onConflictMergeFields: ['nameKey'] },
    );
    if (album.releaseYear == null && releaseYear != null) {
      album.releaseYear = releaseYear;
      await em.flush();
    }
    return album;
  }

  /** All albums with catalogue songs, by name; `take` 1 to 100 (default 20). */
  async list(em: EntityManager, take?: number | null, skip?: number | null): Promise<Album[]> {
    const page = takeSkip(take, skip);
    return em.find(
      AlbumSchema,
      { [hasCatalogueSong('album_id')]: true },
      { orderBy: { nameKey: 'asc', id: 'asc' }, limit: page.limit, offset: page.offset },
    );
  }

  async byShortId(em: EntityManager, shortId: string): Promise<Album> {
    const album = await em.findOne(AlbumSchema, { shortId });
    if (!album) throw new DomainError('ALBUM_NOT_FOUND');
    return album;
  }

  /** The catalogue songs of each album, in the order they entered the catalogue; one query for all albums. */
  async songsOfAlbums(em: EntityManager, albumIds: readonly string[]): Promise<Map<string, Song[]>> {
    const songs = albumIds.length
      ? await em.find(
          SongSchema,
          { album: { $in: [...albumIds] }, status: { $in: [...catalogueStatuses] } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        )
      : [];
    const byAlbum = new Map<string, Song[]>(albumIds.map((id) => [id, []]));
    for (const song of songs) byAlbum.get(song.album!.id)?.push(song);
    return byAlbum;
  }

  /** Catalogue songs that belong to an album, by album name then catalogue order; `take` 1 to 100 (default 20). */
  async songsOnAlbums(em: EntityManager, take?: number | null, skip?: number | null): Promise<Song[]> {
    const page = takeSkip(take, skip);
    return em.find(
      SongSchema,
      { album: { $ne: null }, status: { $in: [...catalogueStatuses] } },
      { orderBy: [{ album: { nameKey: 'asc' } }, { album: { id: 'asc' } }, { createdAt: 'asc' }, { id: 'asc' }], ...page },
    );
  }

  /** The albums (with catalogue songs) of each artist, newest release first; one query for all artists. */
  async albumsOfArtists(em: EntityManager, artistIds: readonly string[]): Promise<Map<string, Album[]>> {
    const albums = artistIds.length
      ? await em.find(
          AlbumSchema,
          { artist: { $in: [...artistIds] }, [hasCatalogueSong('album_id')]: true },
          { orderBy: [{ releaseYear: 'desc nulls last' }, { nameKey: 'asc' }, { id: 'asc' }] },
        )
      : [];
    const byArtist = new Map<string, Album[]>(artistIds.map((id) => [id, []]));
    for (const album of albums) byArtist.get(album.artist.id)?.push(album);
    return byArtist;
  }

  /**
   * Albums of the artists named (names match ignoring case and spacing; unknown names are skipped), grouped by
   * artist in the order asked, each artist's newest release first.
   */
  async albumsByArtistNames(em: EntityManager, names: readonly string[]): Promise<Album[]> {
    if (
      !names.length ||
      names.length > maxArtistsPerRequest ||
      names.some((n) => typeof n !== 'string' || !n.trim() || n.length > 300)
    ) {
      throw new DomainError('INVALID_ARTIST_LIST');
    }
    const keys = [...new Set(names.map(nameKeyOf))];
    const albums = await em.find(
      AlbumSchema,
      { artist: { nameKey: { $in: keys } }, [hasCatalogueSong('album_id')]: true },
      { populate: ['artist'], orderBy: [{ releaseYear: 'desc nulls last' }, { nameKey: 'asc' }, { id: 'asc' }] },
    );
    const rank = new Map(keys.map((k, i) => [k, i]));
    return albums
      .map((album, i) => ({ album, i }))
      .sort((a, b) => rank.get(a.album.artist.getEntity().nameKey)! - rank.get(b.album.artist.getEntity().nameKey)! || a.i - b.i)
      .map(({ album }) => album);
  }
}
