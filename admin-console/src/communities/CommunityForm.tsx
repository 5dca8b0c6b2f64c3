import type { ReactElement } from 'react';
import { AutocompleteInput, maxLength, ReferenceInput, regex, required, SimpleForm, TextInput } from 'react-admin';
import { userByName } from '../rooms/RoomList';
import { emptyAsNull } from '../rooms/types';

const slugPattern = regex(/^[a-z0-9-]{3,64}$/, 'resources.communities.helper.slug');

/** A community's fields (CommunityInput); the server checks them again (a taken slug is its 409). */
export function CommunityForm({ toolbar }: { toolbar?: ReactElement | false }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" fullWidth validate={[required(), maxLength(80)]} />
      <TextInput source="slug" validate={[required(), slugPattern]} helperText="resources.communities.helper.slug" />
      <TextInput source="description" multiline fullWidth parse={emptyAsNull} validate={maxLength(1000)} />
      <TextInput source="imageUrl" fullWidth type="url" parse={emptyAsNull} validate={maxLength(2048)} helperText="resources.communities.helper.imageUrl" />
      <ReferenceInput source="ownerId" reference="users">
        <AutocompleteInput filterToQuery={userByName} optionText="displayName" parse={emptyAsNull} helperText="resources.communities.helper.ownerId" />
      </ReferenceInput>
    </SimpleForm>
  );
}
