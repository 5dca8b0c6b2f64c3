import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A single-use sign-in link: {base}/magic-link/{shortLivedToken}/{target}.' })
export class MagicLinkType {
  @Field(() => String, { description: 'Spent by validateMagicLink; only its hash is stored.' })
  shortLivedToken!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, { description: '`subscribe-plan/{plan}` or the URI-encoded path' })
  target!: string;

  @Field(() => Date)
  expiresAt!: Date;
}
