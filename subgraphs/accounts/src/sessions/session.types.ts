import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserType } from '../users/user.types.ts';

@InputType()
export class SignUpInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: '8 to 128 characters' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the part of the e-mail before the @' })
  displayName?: string | null;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType({ description: 'A signed-in session: a short-lived access token and a rotating refresh token.' })
export class AuthPayload {
  @Field(() => String)
  accessToken!: string;

  @Field(() => String, { description: 'Single use: each refresh returns a new one.' })
  refreshToken!: string;

  @Field(() => Int, { description: 'Seconds until the access token expires.' })
  expiresIn!: number;

  @Field(() => String)
  tokenType!: 'Bearer';

  @Field(() => UserType)
  user!: UserType;

  @Field(() => Boolean, { description: 'True when this sign-in created the account (a sign-up, the first code of a new phone number).' })
  newAccount!: boolean;
}

@ObjectType({ description: 'A guest may listen and read; it has no account and no refresh token.' })
export class GuestToken {
  @Field(() => String)
  accessToken!: string;

  @Field(() => Int)
  expiresIn!: number;

  @Field(() => String)
  guestId!: string;
}

@ObjectType({ description: 'Who the bearer token presented with this request stands for.' })
export class CurrentSession {
  @Field(() => String, { description: 'user, guest, bot or service' })
  tokenType!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => [String])
  roles!: string[];

  @Field(() => [String])
  capabilities!: string[];

  @Field(() => UserType, { nullable: true, description: 'The account, for users and bots; null for guests.' })
  user!: UserType | null;
}

@ObjectType({ description: 'The public key access tokens are signed with.' })
export class AuthPublicKey {
  @Field(() => String)
  algorithm!: string;

  @Field(() => String)
  kid!: string;

  @Field(() => String, { description: 'SPKI PEM' })
  pem!: string;

  @Field(() => String, { description: 'The key set as JWKS JSON' })
  jwks!: string;
}

@ObjectType('UserSession', { description: 'One sign-in of a user on one device (a refresh-token family), for moderators.' })
export class UserSessionType {
  @Field(() => ID, { description: 'The session (refresh-token family) id.' })
  id!: string;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date, { description: 'When its newest refresh token was issued (the last refresh).' })
  lastRefreshedAt!: Date;

  @Field(() => Date, { description: 'When its newest refresh token expires.' })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'It may still refresh: its newest token is neither spent, revoked nor expired.' })
  live!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was revoked (sign-out, kick, ban, password change); null otherwise.' })
  revokedAt!: Date | null;
}
