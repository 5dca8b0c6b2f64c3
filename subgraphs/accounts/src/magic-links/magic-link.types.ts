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

/** The answer to sendMagicLink: the same whether or not an account uses the address. */
export const magicLinkRequestedMessage = 'If an account uses this e-mail address, a sign-in link has been sent to it';

@ObjectType('MagicLinkRequested', { description: 'The same answer whether or not an account has the address.' })
export class MagicLinkRequestedType {
  @Field(() => String)
  message!: string;
}
