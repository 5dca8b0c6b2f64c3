import { Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { geolocationSources, type GeolocationSource } from './geolocation.service.ts';

export const GeolocationSourceEnum = graphqlEnum(geolocationSources, {
  name: 'GeolocationSource',
  description:
    'DATABASE: found in the offline database; NOT_IN_DATABASE: a public address the database has no range for; PRIVATE_ADDRESS: private, loopback, link-local, documentation, multicast or reserved, never looked up; NO_ADDRESS: the caller’s address is unknown.',
});

@ObjectType('Geolocation', { description: 'Where an IP address is, from an offline database (never asked over the network). Unknown: country null.' })
export class GeolocationType {
  @Field(() => String, { nullable: true, description: 'The address located, canonical (IPv4-mapped IPv6 as IPv4); null when the caller’s address is unknown.' })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2; null when unknown.' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'The subdivision (ISO 3166-2 without the country prefix) where the database knows it; null otherwise.' })
  region!: string | null;

  @Field(() => GeolocationSourceEnum)
  source!: GeolocationSource;

  @Field(() => String, { nullable: true, description: 'The database that answered, as package@version (its data’s age); null when none was asked.' })
  database!: string | null;
}
