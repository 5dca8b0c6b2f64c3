import { Directive, Field, ObjectType } from 'type-graphql';

@ObjectType('ServiceStatus', { description: 'A service’s name, version and health (GET /info-admin/*-service-status).' })
@Directive('@shareable')
export class ServiceStatusType {
  @Field(() => String)
  service!: string;

  @Field(() => String)
  version!: string;

  @Field(() => String, { description: '"ok" when the service and its database answer.' })
  status!: string;
}
