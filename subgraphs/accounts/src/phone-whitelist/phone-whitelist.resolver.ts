import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import type { PhoneWhitelistEntry } from './phone-whitelist.entity.ts';
import type { PhoneWhitelistPage } from './phone-whitelist.service.ts';
import { PhoneWhitelistEntryType, PhoneWhitelistPageType } from './phone-whitelist.types.ts';

/** The phone whitelist: admins and superUsers (permission console.manage). */
@Resolver()
export class PhoneWhitelistResolver {
  @Query(() => PhoneWhitelistPageType, {
    description: 'GET /admin/phoneNumbers: a nestjsx list query, newest first by default; limit 1–100, default 20; fields id, phone, note, createdBy, createdAt.',
  })
  phoneWhitelist(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: AccountsContext): Promise<PhoneWhitelistPage> {
    return ctx.services.phoneWhitelist.list(ctx.em, ctx.identity, query);
  }

  @Query(() => PhoneWhitelistEntryType, { description: 'GET /admin/phoneNumbers/{id} (404 when unknown).' })
  phoneWhitelistEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<PhoneWhitelistEntry> {
    return ctx.services.phoneWhitelist.get(ctx.em, ctx.identity, id);
  }

  @Mutation(() => PhoneWhitelistEntryType, {
    description: 'POST /admin/phoneNumbers and POST /mobile-auth/whitelist: adds a number in international form, stored as E.164 (400 when not a possible number, 409 when already there).',
  })
  addPhoneToWhitelist(
    @Arg('phone', () => String) phone: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<PhoneWhitelistEntry> {
    return ctx.services.phoneWhitelist.add(ctx.em, ctx.identity, phone, note);
  }

  @Mutation(() => PhoneWhitelistEntryType, { description: 'DELETE /admin/phoneNumbers/{id}: the removed entry (404 when unknown).' })
  removePhoneWhitelistEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<PhoneWhitelistEntry> {
    return ctx.services.phoneWhitelist.remove(ctx.em, ctx.identity, id);
  }

  @Mutation(() => PhoneWhitelistEntryType, { description: 'DELETE /mobile-auth/whitelist/{phone}: the removed entry (404 when the number is not there).' })
  removePhoneFromWhitelist(@Arg('phone', () => String) phone: string, @Ctx() ctx: AccountsContext): Promise<PhoneWhitelistEntry> {
    return ctx.services.phoneWhitelist.removePhone(ctx.em, ctx.identity, phone);
  }
}
