import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { EconomyFile } from './economy-file.entity.ts';
import { EconomyFileStagingType, EconomyFileType } from './economy-file.types.ts';

@Resolver(() => EconomyFileType)
export class EconomyFileResolver {
  @Query(() => EconomyFileType, { description: 'An uploaded consumable or avatar picture; anyone may load one (404 when unknown).' })
  economyFile(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext): Promise<EconomyFile> {
    return ctx.services.files.get(ctx.em, id);
  }

  @Mutation(() => EconomyFileStagingType, { description: 'Admins, step 1 of an upload: where to stage the bytes, and how many.' })
  beginEconomyFileUpload(@Ctx() ctx: EconomyContext): EconomyFileStagingType {
    return ctx.services.files.beginUpload(ctx.identity);
  }

  @Mutation(() => EconomyFileType, { description: 'Admins, step 2: check the staged bytes (size, sniffed type) and keep them as a file.' })
  registerEconomyFileUpload(@Arg('stagingKey', () => String) stagingKey: string, @Ctx() ctx: EconomyContext): Promise<EconomyFile> {
    return ctx.services.files.registerUpload(ctx.em, ctx.identity, stagingKey);
  }
}
