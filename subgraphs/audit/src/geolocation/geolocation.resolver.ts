import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import type { AuditContext } from '../context.ts';
import type { Geolocation } from './geolocation.service.ts';
import { GeolocationType } from './geolocation.types.ts';
import { ipAddressMaxLength } from './ip-address.ts';

@Resolver()
export class GeolocationResolver {
  @Query(() => GeolocationType, {
    description:
      'The country (and region where known) of an IP address, from an offline database. Without ip (or with an empty one): the caller’s own address as the gateway saw it (X-Forwarded-For believed only from TRUST_PROXY peers), for any token, guests included. Another address needs audit.read (moderators, staff; 403 otherwise). Private, loopback and other special-purpose addresses, and addresses the database does not place, answer country null. 400 for a value that is not an IPv4 or IPv6 address.',
  })
  geolocate(
    @MaxLength(ipAddressMaxLength, 'INVALID_GEOLOCATION_IP') @Arg('ip', () => String, { nullable: true }) ip: string | null,
    @Ctx() ctx: AuditContext,
  ): Geolocation {
    return ctx.services.geolocation.geolocate(ctx.identity, ip);
  }
}
