import { Field, InputType } from 'type-graphql';
import { Page } from '@backspin/platform/list-query';
import { UserType } from '../users/user.types.ts';

/** A page of the admin user list (GET /admin/users, the console's users). */
export const UserPageType = Page(UserType, 'User');

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
