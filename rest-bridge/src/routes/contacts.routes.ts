import { graphql } from '../gql/index.ts';
import { route, RouteInputError, type RestRequest, type RestRoute } from './route.ts';

/**
 * Address-book contacts under /api/room-service/user-book-contact (spec 2, §7). The numbers are kept only as keyed
 * digests (rooms' contacts module); an answer never carries a number.
 *
 * Choices where the spec is silent:
 *  - POST / takes {phones: [string]} (also {contacts: [string or {phone}]}) and an optional {country} (ISO 3166-1
 *    alpha-2) national numbers are read in; it adds to the book and answers {added, alreadyKept, skipped, total}.
 *  - POST /single takes {phone, country?} and answers the contact; DELETE / takes {phones?, country?} (none: the
 *    whole book) and answers {deleted}.
 *  - A contact answers {id, ownerId, phoneDigest, createdAt}; a match {userId, contactId}.
 *  - POST /matching-contacts-friends is a read (POST only as the spec has it): the matches not yet friends.
 */

graphql(`
  fragment RestBookContact on BookContact {
    id
    ownerId
    phoneDigest
    createdAt
  }
`);

const Upload = graphql(`
  mutation RestUploadBookContacts($input: UploadBookContactsInput!) {
    uploadBookContacts(input: $input) { added alreadyKept skipped total }
  }
`);

const AddOne = graphql(`
  mutation RestAddBookContact($input: AddBookContactInput!) {
    addBookContact(input: $input) { ...RestBookContact }
  }
`);

const DeleteSome = graphql(`
  mutation RestDeleteBookContacts($input: DeleteBookContactsInput) {
    deleteBookContacts(input: $input)
  }
`);

const Mine = graphql(`
  query RestMyBookContacts {
    myBookContacts { ...RestBookContact }
  }
`);

const OfUser = graphql(`
  query RestUserBookContacts($userId: ID!) {
    userBookContacts(userId: $userId) { ...RestBookContact }
  }
`);

const Matching = graphql(`
  query RestMatchingContacts {
    matchingContacts { userId contactId }
  }
`);

const MatchingNotFriends = graphql(`
  query RestMatchingContactsNotFriends {
    matchingContactsNotFriends { userId contactId }
  }
`);

/** The numbers of a body: `phones`, or `contacts` as strings or {phone}; null when the body gives none. */
function phonesOf(body: RestRequest['body']): string[] | null {
  const list = body.phones ?? body.contacts;
  if (list === undefined || list === null) return null;
  if (!Array.isArray(list)) throw new RouteInputError('INVALID_CONTACT_BOOK');
  return list.map((entry: unknown) => {
    const value = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).phone : entry;
    if (typeof value !== 'string') throw new RouteInputError('INVALID_CONTACT_BOOK');
    return value;
  });
}

const countryOf = (body: RestRequest['body']): string | null => (typeof body.country === 'string' ? body.country : null);

export const contactRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'room',
    path: '/user-book-contact',
    tag: 'room-service',
    summary: 'Upload an address book: its numbers are kept as keyed digests, entries that are not numbers skipped; 429 with retryAfterSeconds (and Retry-After) past the per-user upload limit',
    auth: true,
    operation: Upload,
    variables: ({ body }) => ({ input: { phones: phonesOf(body) ?? [], country: countryOf(body) } }),
    result: (data) => data.uploadBookContacts,
    status: 201,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/user-book-contact/single',
    tag: 'room-service',
    summary: 'Add one number to the address book; 429 with retryAfterSeconds (and Retry-After) past the per-user upload limit',
    auth: true,
    operation: AddOne,
    variables: ({ body }) => ({ input: { phone: typeof body.phone === 'string' ? body.phone : '', country: countryOf(body) } }),
    result: (data) => data.addBookContact,
    status: 201,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/user-book-contact',
    tag: 'room-service',
    summary: 'Forget the given numbers ({phones}), or the whole address book',
    auth: true,
    operation: DeleteSome,
    variables: ({ body }) => {
      const phones = phonesOf(body ?? {});
      return { input: phones ? { phones, country: countryOf(body) } : null };
    },
    result: (data) => ({ deleted: data.deleteBookContacts }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/user-book-contact',
    tag: 'room-service',
    summary: 'The caller’s address book (digests only)',
    auth: true,
    operation: Mine,
    variables: () => ({}),
    result: (data) => data.myBookContacts,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/user-book-contact/admin/{id}',
    tag: 'room-service',
    summary: 'Moderators: a user’s address book (digests only)',
    auth: true,
    operation: OfUser,
    variables: ({ params }) => ({ userId: params.id ?? '' }),
    result: (data) => data.userBookContacts,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/user-book-contact/matching-contacts',
    tag: 'room-service',
    summary: 'Users whose verified phone number is in the caller’s address book; 429 with retryAfterSeconds (and Retry-After) past the per-user matching limit',
    auth: true,
    operation: Matching,
    variables: () => ({}),
    result: (data) => data.matchingContacts,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/user-book-contact/matching-contacts-friends',
    tag: 'room-service',
    summary: 'The users of matching-contacts who are not yet the caller’s friends; 429 past the per-user matching limit (shared with matching-contacts)',
    auth: true,
    operation: MatchingNotFriends,
    variables: () => ({}),
    result: (data) => data.matchingContactsNotFriends,
  }),
];
