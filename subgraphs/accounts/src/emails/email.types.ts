import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { emailStatuses, emailTypes, type EmailStatus, type EmailType } from './email.entity.ts';

export const EmailTypeType = graphqlEnum(emailTypes, { name: 'EmailType', description: 'What an e-mail address is for (spec 1, §3).' });

export const EmailStatusType = graphqlEnum(emailStatuses, {
  name: 'EmailStatus',
  description:
    'PENDING_VERIFICATION until the e-mailed code is given back (VERIFIED); CREATED_BY_ADMIN: added by an admin, trusted; DELETED: removed, the record stays.',
});

export const EmailVerificationStatusType = { VERIFIED: 'VERIFIED', ERROR: 'ERROR' } as const;
registerEnumType(EmailVerificationStatusType, {
  name: 'EmailVerificationStatus',
  description: 'Spec 1, §3. A failed verification is a 403 error ("Email verification failed, incorrect code"), so answers say VERIFIED.',
});

@ObjectType('UserEmail', { description: 'One of a user’s e-mail addresses (spec 1, §3 "Email"); a deleted one keeps its fields.' })
export class UserEmailType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'Lower-cased.' })
  email!: string;

  @Field(() => EmailTypeType)
  type!: EmailType;

  @Field(() => EmailStatusType)
  status!: EmailStatus;

  @Field(() => Date, { nullable: true })
  verifiedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deletedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the last verification code was sent.' })
  codeSentAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The admin who added it (CREATED_BY_ADMIN).' })
  createdBy!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType({ description: 'An address to add: to yourself (a code is e-mailed), or, for admins, to the user named by userId.' })
export class AddEmailInput {
  @Field(() => String)
  email!: string;

  @Field(() => EmailTypeType, { nullable: true, description: 'Default personal.' })
  type?: EmailType | null;

  @Field(() => ID, { nullable: true, description: 'Admins: the user to add it to (status CREATED_BY_ADMIN, no code).' })
  userId?: string | null;
}

@InputType({ description: 'Which of your addresses: by id or by address; neither means the one that last got a code.' })
export class EmailTargetInput {
  @Field(() => ID, { nullable: true })
  emailId?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;
}

@InputType()
export class VerifyEmailInput extends EmailTargetInput {
  @Field(() => String, { description: 'The six digits of the verification e-mail.' })
  code!: string;
}

@ObjectType('EmailVerificationResult')
export class EmailVerificationResultType {
  @Field(() => EmailVerificationStatusType)
  status!: 'VERIFIED' | 'ERROR';

  @Field(() => UserEmailType)
  email!: UserEmailType;
}

@ObjectType('VerificationEmailSent')
export class VerificationEmailSentType {
  @Field(() => UserEmailType)
  email!: UserEmailType;

  @Field(() => Date, { description: 'The earliest time another code may be sent to this address.' })
  nextResendAt!: Date;
}
