import type { EntityManager } from '@mikro-orm/core';
import { isUuid, pageOf } from '@backspin/platform';
import { musicProviders, SongSchema, type MusicProvider, type Song } from './song.entity.ts';

/** The songs catalogue: lookup and the verified list. */
export class SongService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Song>> {
    const valid = ids.filter(isUuid);
    const songs = valid.length ? await em.find(SongSchema, { id: { $in: valid } }) : [];
    return new Map(songs.map((s) => [s.id, s]));
  }

  /** Verified songs only, newest first, at most 100 per page. */
  async verifiedSongs(em: EntityManager, limit?: number | null, offset?: number | null): Promise<Song[]> {
    const page = pageOf(limit, offset);
    return em.find(SongSchema, { status: 'VERIFIED' }, { orderBy: { createdAt: 'desc', id: 'asc' }, ...page });
  }

  /** The provider → id map as a list, in the spec's provider order, known providers only. */
  providerLinks(song: Song): { provider: MusicProvider; id: string }[] {
    return musicProviders.flatMap((provider) => {
      const id = song.musicProviders[provider];
      return id ? [{ provider, id }] : [];
    });
  }
}
