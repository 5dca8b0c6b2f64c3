import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A sign-in code was sent by text message; present the requestId with it to verify it.' })
export class PhoneCodeSent {
  @Field(() => String)
  requestId!: string;

  @Field(() => String, { description: 'The number the code went to, in E.164 (+14155550100).' })
  phone!: string;

  @Field(() => Date)
  expiresAt!: Date;
}

@InputType()
export class VerifyPhoneCodeInput {
  @Field(() => String, { description: 'From sendPhoneCode.' })
  requestId!: string;

  @Field(() => String, { description: 'The same number the code was sent to.' })
  phone!: string;

  @Field(() => String, { description: 'The six digits of the text message.' })
  code!: string;
}
