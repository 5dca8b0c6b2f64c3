import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateTimeInput,
  maxLength,
  ReferenceField,
  ReferenceInput,
  Labeled,
  regex,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { toInstant } from '../dates';
import { emptyAsNull } from '../rooms/types';
import { byName } from '../rooms/RoomList';

const slugPattern = regex(/^[a-z0-9-]{3,64}$/, 'resources.events.helper.slug');

/**
 * An event's fields (CreateEventInput; an update leaves the room as it is). The server checks the times (not yet
 * ended, at most a year ahead, at most 7 days long) and that the community holds the room; its refusal is shown.
 */
export function EventForm({ toolbar, creating = false }: { toolbar?: ReactElement | false; creating?: boolean }) {
  return (
    <SimpleForm toolbar={toolbar}>
      {creating ? (
        <ReferenceInput source="roomId" reference="rooms">
          <AutocompleteInput filterToQuery={byName} optionText="name" validate={required()} />
        </ReferenceInput>
      ) : (
        <Labeled>
          <ReferenceField source="roomId" reference="rooms" link="edit" />
        </Labeled>
      )}
      <TextInput source="title" fullWidth validate={[required(), maxLength(120)]} />
      <TextInput source="slug" parse={emptyAsNull} validate={slugPattern} helperText="resources.events.helper.slug" />
      <TextInput source="description" multiline fullWidth parse={emptyAsNull} validate={maxLength(2000)} />
      <ReferenceInput source="communityId" reference="communities">
        <AutocompleteInput filterToQuery={byName} optionText="name" parse={emptyAsNull} helperText="resources.events.helper.communityId" />
      </ReferenceInput>
      <DateTimeInput source="startsAt" parse={toInstant} validate={required()} helperText="resources.events.helper.startsAt" />
      <DateTimeInput source="endsAt" parse={toInstant} validate={required()} helperText="resources.events.helper.endsAt" />
    </SimpleForm>
  );
}
