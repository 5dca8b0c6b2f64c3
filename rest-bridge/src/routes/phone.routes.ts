import { phoneWhitelistNoteMaxLength } from '@backspin/contracts/account-options';
import { graphql } from '../gql/index.ts';
import { itemsPage, pagingQuery } from './admin-list-query.ts';
import { booleanParam, route, text, type RestRoute } from './route.ts';

graphql(`
  fragment RestPhoneValidation on PhoneValidation {
    id
    userId
    phone
    e164
    country
    type
    status
    whitelisted
    createdAt
  }
`);

graphql(`
  fragment RestPhoneWhitelistEntry on PhoneWhitelistEntry {
    id
    phone
    note
    createdBy
    createdAt
  }
`);

const ValidatePhone = graphql(`
  mutation RestValidatePhone($phone: String!) {
    validatePhone(phone: $phone) { ...RestPhoneValidation }
  }
`);

const Recents = graphql(`
  query RestPhoneValidationRecents($all: Boolean, $query: ListQueryInput) {
    phoneValidationRecents(all: $all, query: $query) { total data { ...RestPhoneValidation } }
  }
`);

const ClearRecents = graphql(`
  mutation RestClearPhoneValidationRecents($all: Boolean) {
    clearPhoneValidationRecents(all: $all)
  }
`);

const FraudConstants = graphql(`
  query RestPhoneFraudConstants {
    phoneFraudConstants { maxCodesPerNumber maxCodesPerIp maxCodesPerPrefix prefixDigits windowSeconds ipWindowSeconds prefixWindowSeconds codeTtlSeconds maxCodeAttempts }
  }
`);

const Whitelist = graphql(`
  query RestPhoneWhitelist($query: ListQueryInput) {
    phoneWhitelist(query: $query) { total data { ...RestPhoneWhitelistEntry } }
  }
`);

const WhitelistEntry = graphql(`
  query RestPhoneWhitelistEntry($id: ID!) {
    phoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }
  }
`);

const AddToWhitelist = graphql(`
  mutation RestAddPhoneToWhitelist($phone: String!, $note: String) {
    addPhoneToWhitelist(phone: $phone, note: $note) { ...RestPhoneWhitelistEntry }
  }
`);

const RemoveWhitelistEntry = graphql(`
  mutation RestRemovePhoneWhitelistEntry($id: ID!) {
    removePhoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }
  }
`);

const RemoveFromWhitelist = graphql(`
  mutation RestRemovePhoneFromWhitelist($phone: String!) {
    removePhoneFromWhitelist(phone: $phone) { ...RestPhoneWhitelistEntry }
  }
`);

const whitelistBody = {
  type: 'object',
  properties: { phone: { type: 'string', description: 'International form, such as +14155552671' }, note: { type: 'string', maxLength: phoneWhitelistNoteMaxLength } },
  required: ['phone'],
};
const note = (body: Record<string, unknown>) => (body.note === undefined || body.note === null ? null : (body.note as string));

/** Phone validation (signed-in users; everyone's recents and the fraud constants: admins) and the phone whitelist (admins, superUsers). */
export const phoneRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'user',
    path: '/phone-validation/validate/{phone}',
    tag: 'user-service',
    summary: 'Validate a phone number in international form: VALID (mobile or whitelisted), VOIP, INVALID, or VALIDATION_ERROR (not parseable); recorded among the caller’s recents',
    auth: true,
    operation: ValidatePhone,
    variables: ({ params }) => ({ phone: params.phone ?? '' }),
    result: (data) => data.validatePhone,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/phone-validation/recents',
    tag: 'user-service',
    summary: 'The caller’s phone validations, newest first (limit: default 20, at most 100; offset); all=true: everyone’s (admins)',
    auth: true,
    operation: Recents,
    variables: ({ query }) => ({ all: booleanParam(query, 'all'), query: pagingQuery(query) }),
    result: (data) => itemsPage(data.phoneValidationRecents),
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/phone-validation/recents',
    tag: 'user-service',
    summary: 'Forget the caller’s phone validations; all=true: everyone’s (admins)',
    auth: true,
    operation: ClearRecents,
    variables: ({ query }) => ({ all: booleanParam(query, 'all') }),
    result: (data) => ({ deleted: data.clearPhoneValidationRecents }),
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/phone-validation/fraudConstants',
    tag: 'user-service',
    summary: 'The SMS pumping thresholds: codes per number, per IP and per prefix in a window, code lifetime and attempts (admins)',
    auth: true,
    operation: FraudConstants,
    variables: () => ({}),
    result: (data) => data.phoneFraudConstants,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/admin/phoneNumbers',
    tag: 'user-service',
    summary: 'The phone whitelist, newest first (limit: default 20, at most 100; offset) (admins)',
    auth: true,
    operation: Whitelist,
    variables: ({ query }) => ({ query: pagingQuery(query) }),
    result: (data) => itemsPage(data.phoneWhitelist),
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/admin/phoneNumbers',
    tag: 'user-service',
    summary: 'Add a number to the phone whitelist, stored as E.164 (admins; 400 when not a possible number, 409 when already there)',
    auth: true,
    operation: AddToWhitelist,
    variables: ({ body }) => ({ phone: text(body, 'phone'), note: note(body) }),
    result: (data) => data.addPhoneToWhitelist,
    status: 201,
    bodySchema: whitelistBody,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/admin/phoneNumbers/{id}',
    tag: 'user-service',
    summary: 'One phone whitelist entry (admins)',
    auth: true,
    operation: WhitelistEntry,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.phoneWhitelistEntry,
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/admin/phoneNumbers/{id}',
    tag: 'user-service',
    summary: 'Remove a phone whitelist entry: the removed entry (admins)',
    auth: true,
    operation: RemoveWhitelistEntry,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.removePhoneWhitelistEntry,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/mobile-auth/whitelist',
    tag: 'user-service',
    summary: 'Whitelist a number for mobile auth (the same whitelist as /admin/phoneNumbers; admins)',
    auth: true,
    operation: AddToWhitelist,
    variables: ({ body }) => ({ phone: text(body, 'phone'), note: note(body) }),
    result: (data) => data.addPhoneToWhitelist,
    status: 201,
    bodySchema: whitelistBody,
  }),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/mobile-auth/whitelist/{phone}',
    tag: 'user-service',
    summary: 'Remove a number from the whitelist, written in any international form: the removed entry (admins; 404 when not there)',
    auth: true,
    operation: RemoveFromWhitelist,
    variables: ({ params }) => ({ phone: params.phone ?? '' }),
    result: (data) => data.removePhoneFromWhitelist,
  }),
];
