import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { requireListener } from '@backspin/platform';
import type { LibraryContext } from '../context.ts';
import { thumbnailFor } from '../providers/provider-track.ts';
import { SearchResultType } from './search.types.ts';

@Resolver()
export class SearchResolver {
  @Query(() => [SearchResultType], {
    description:
      'Songs by track or artist name: the catalogue first, then music providers (five paid-catalogue results, then interleaved with SoundCloud); 20 per page (at most 50), at most 200 deep; an empty query finds nothing.',
  })
  async search(
    @Arg('q', () => String) q: string,
    @Arg('explicit', () => Boolean, { nullable: true }) explicit: boolean | null,
    @Arg('country', () => String, { nullable: true, description: 'Storefront for provider results (default us).' }) country: string | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: LibraryContext,
  ) {
    requireListener(ctx.identity);
    const hits = await ctx.services.search.search(ctx.em, q, { explicit, country, offset, limit });
    return hits.map((hit) => ({
      ...hit,
      track: hit.track && {
        ...hit.track,
        thumbnailUrl: thumbnailFor(hit.track.thumbnails)?.url ?? null,
        webUrl: hit.track.links.web ?? null,
      },
    }));
  }
}
