import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserType } from '../users/user.types.ts';

@ObjectType('UserPage', { description: 'A page of the admin user list (nestjsx’s paged answer).' })
export class UserPageType {
  @Field(() => [UserType])
  data!: UserType[];

  @Field(() => Int, { description: 'Users in this page.' })
  count!: number;

  @Field(() => Int, { description: 'Users matching the filter.' })
  total!: number;

  @Field(() => Int, { description: '1-based.' })
  page!: number;

  @Field(() => Int)
  pageCount!: number;
}

@InputType({ description: 'An account an admin creates (POST /users/admin/sign-up).' })
export class AdminSignUpInput {
  @Field(() => String, { nullable: true, description: 'Required (400 "email, password (or voucher code) missing in request").' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Required, 8 to 128 characters.' })
  password?: string | null;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => [String], { nullable: true, description: 'Roles besides user, as role grants allow (admin and superUser: superUsers only).' })
  roles?: string[] | null;
}
