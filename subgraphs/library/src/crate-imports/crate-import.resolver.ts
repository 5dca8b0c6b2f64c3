import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Crate } from '../crates/crate.entity.ts';
import { CrateType } from '../crates/crate.types.ts';
import { CrateImportInput } from './crate-import.types.ts';

@Resolver()
export class CrateImportResolver {
  @Mutation(() => CrateType, {
    description: 'Creates a crate (importStatus IN_PROGRESS) and imports the tracks into it in the background: COMPLETE, or FAILED when some could not be imported.',
  })
  importCrate(@Arg('input', () => CrateImportInput) input: CrateImportInput, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return ctx.services.crateImports.start(ctx.em, ctx.identity, input);
  }
}
