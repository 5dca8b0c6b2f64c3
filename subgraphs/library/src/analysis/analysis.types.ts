import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { Song } from '../songs/song.entity.ts';
import { cyaniteWebhookOutcomes } from '@backspin/contracts/library-options';
import { SongType } from '../songs/song.types.ts';
import { similarSongsStatuses, type SimilarSongsStatus, type WebhookOutcome } from './analysis.service.ts';
import { MaxLength, graphqlEnum } from '@backspin/platform';

export const SimilarSongsStatusEnum = graphqlEnum(similarSongsStatuses, {
  name: 'SimilarSongsStatus',
  description: 'Where a song’s similar songs stand.',
  valuesConfig: {
    READY: { description: 'Cyanite’s similar tracks are known (cached forever).' },
    ANALYSING: { description: 'Cyanite is analysing the song: ask again later (it tells us when it is done).' },
    FAILED: { description: 'Cyanite could not analyse the song.' },
    NO_SPOTIFY_ID: { description: 'The song has no Spotify id: similar songs are found by Spotify id only.' },
    DISABLED: { description: 'Similar songs are not configured on this server.' },
    UNAVAILABLE: { description: 'Cyanite could not be reached: ask again later.' },
  },
});

export const CyaniteWebhookOutcomeEnum = graphqlEnum(cyaniteWebhookOutcomes as readonly WebhookOutcome[], {
  name: 'CyaniteWebhookOutcome',
  valuesConfig: {
    TEST: { description: 'Cyanite’s test event: acknowledged.' },
    ANALYSED: { description: 'A Spotify track’s analysis finished: its similar tracks are being fetched.' },
    ANALYSIS_FAILED: { description: 'A Spotify track could not be analysed.' },
    ALREADY_RECORDED: { description: 'A repeated delivery: nothing changed.' },
    IGNORED: { description: 'An event about something else (e.g. library tracks): nothing to do.' },
  },
});

@ObjectType('SimilarTrack', { description: 'A Spotify track Cyanite finds similar.' })
export class SimilarTrackType {
  @Field(() => String)
  spotifyTrackId!: string;

  @Field(() => String, { nullable: true, description: 'The title Cyanite gives it.' })
  title!: string | null;

  @Field(() => SongType, {
    nullable: true,
    description: 'The catalogue song with this Spotify id; null when the catalogue has none (importTrack brings it in).',
  })
  song!: Song | null;
}

@ObjectType('SimilarSongs', { description: 'The songs Cyanite.ai finds similar to a song, by its Spotify id.' })
export class SimilarSongsType {
  @Field(() => ID)
  songId!: string;

  @Field(() => String, { nullable: true, description: 'The song’s Spotify id; null when it has none.' })
  spotifyTrackId!: string | null;

  @Field(() => SimilarSongsStatusEnum)
  status!: SimilarSongsStatus;

  @Field(() => [SimilarTrackType], { description: 'Best first; empty unless READY.' })
  tracks!: SimilarTrackType[];
}

@InputType({ description: 'A webhook delivery from Cyanite.ai as the REST bridge received it.' })
export class CyaniteWebhookInput {
  @MaxLength(16_777_216) // any body the request body limit lets through, base64
  @Field(() => String, { description: 'The request body exactly as received, base64: the signature covers these bytes.' })
  bodyBase64!: string;

  @Field(() => String, { nullable: true, description: 'The Signature header: the HMAC-SHA512 (hex) of the body with the webhook secret.' })
  signature?: string | null;
}

@ObjectType('CyaniteWebhookResult')
export class CyaniteWebhookResultType {
  @Field(() => CyaniteWebhookOutcomeEnum)
  outcome!: WebhookOutcome;

  @Field(() => String, { nullable: true, description: 'The Spotify track the event was about.' })
  spotifyTrackId!: string | null;
}
