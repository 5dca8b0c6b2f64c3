import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String, { description: '8 to 128 characters, not the current password.' })
  newPassword!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the e-mailed reset link.' })
  token!: string;

  @Field(() => String, { description: '8 to 128 characters.' })
  newPassword!: string;
}

@InputType()
export class AdminSetPasswordInput {
  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: '8 to 128 characters.' })
  newPassword!: string;
}

@ObjectType('PasswordResetRequested', { description: 'The same answer whether or not an account has the address.' })
export class PasswordResetRequestedType {
  @Field(() => String)
  message!: string;
}

@ObjectType('AdminPasswordChange')
export class AdminPasswordChangeType {
  @Field(() => ID)
  userId!: string;

  @Field(() => Int, { description: 'Refresh tokens revoked: the user must sign in again everywhere.' })
  revokedRefreshTokens!: number;
}
