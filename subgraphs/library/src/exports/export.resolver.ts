import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { CrateExport, ExportProvider } from './export.service.ts';
import { CrateExportInput, CrateExportType } from './export.types.ts';

@Resolver()
export class ExportResolver {
  @Mutation(() => CrateExportType, { description: 'Exports a crate as a playlist on Spotify or Apple Music, with your token there.' })
  exportCrate(@Arg('input', () => CrateExportInput) input: CrateExportInput, @Ctx() ctx: LibraryContext): Promise<CrateExport> {
    return ctx.services.exports.export(ctx.em, ctx.identity, { ...input, provider: input.provider as ExportProvider });
  }
}
