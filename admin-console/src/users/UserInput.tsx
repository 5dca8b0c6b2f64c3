import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { UserRecord } from './types';

/** How a user reads in a picker: the name, and the e-mail that tells two of one name apart. */
const userOption = (user: UserRecord) => (user.email ? `${user.displayName} · ${user.email}` : user.displayName);

/** Typing searches names and e-mails, as the users list's search box does. */
const searchUsers = (search: string) => (search.trim() ? { 'email|displayName||CONT_L': search.trim() } : {});

/**
 * A user chosen by name or e-mail instead of by id (a list filter or a form field holding a user id): the admin user
 * list answers the search, so it needs what that list needs (users.read-private).
 */
export function UserInput({ source, label, alwaysOn }: { source: string; label?: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="users" alwaysOn={alwaysOn}>
      <AutocompleteInput label={label} optionText={userOption} filterToQuery={searchUsers} sx={{ minWidth: 280 }} />
    </ReferenceInput>
  );
}
