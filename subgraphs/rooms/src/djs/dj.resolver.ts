import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { RoomsContext } from '../context.ts';
import type { Dj } from './dj.entity.ts';
import { AdminDjPageType, DjType } from './dj.types.ts';

@Resolver(() => DjType)
export class DjResolver {
  @Query(() => AdminDjPageType, { description: 'GET /admin/djs: administrators; DJs by a nestjsx list query (newest DJ first).' })
  allDjs(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: RoomsContext): Promise<ListPage<Dj>> {
    return ctx.services.djs.adminList(ctx.em, ctx.identity, query);
  }

  @Query(() => DjType, { description: 'GET /admin/djs/{id}: administrators; NOT_FOUND for a user who never played.' })
  adminDj(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<Dj> {
    return ctx.services.djs.adminGet(ctx.em, ctx.identity, id);
  }
}
