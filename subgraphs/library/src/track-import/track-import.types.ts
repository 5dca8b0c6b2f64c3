import { Field, InputType } from 'type-graphql';

@InputType('TrackImportInput', { description: 'A track to import from a music provider into the catalogue.' })
export class TrackImportInputType {
  @Field(() => String, {
    description:
      'The provider: sevenDigital, soundCloudPublic, spotify, apple or uploadService (spec 3, §5). Any other value is refused with the spec’s message.',
  })
  musicProvider!: string;

  @Field(() => String, { description: 'The track’s id on that provider (Spotify ids may keep their `spotify:track:` prefix).' })
  providerId!: string;
}
