import type { MouseEvent } from 'react';
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  Link,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCan } from '../permissions';
import { userByName } from '../rooms/RoomList';
import type { CommunityRecord } from './types';

const filters = [
  <TextInput key="name" source="name||CONT_L" label="resources.communities.filters.name" alwaysOn />,
  <TextInput key="slug" source="slug||CONT_L" label="resources.communities.filters.slug" />,
  <ReferenceInput key="ownerId" source="ownerId" reference="users">
    <AutocompleteInput filterToQuery={userByName} optionText="displayName" />
  </ReferenceInput>,
];

/** Its room count, leading to the rooms list filtered to this community. */
function RoomsLink(_props: { label?: string }) {
  const community = useRecordContext<CommunityRecord>();
  if (!community) return null;
  return (
    <Link
      to={`/rooms?filter=${encodeURIComponent(JSON.stringify({ communityId: community.id }))}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid="community-rooms"
    >
      {community.roomCount}
    </Link>
  );
}

export function CommunityDeleteButton({ redirect = false }: { redirect?: false | 'list' }) {
  const community = useRecordContext<CommunityRecord>();
  const translate = useTranslate();
  if (!useCan('console.manage') || !community) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate('resources.communities.delete.title', { name: community.name })}
      confirmContent="resources.communities.delete.content"
    />
  );
}

function Actions() {
  return <TopToolbar>{useCan('console.manage') && <CreateButton />}</TopToolbar>;
}

/** Every community (GET /admin/communities, console.manage), newest first. */
export function CommunityList() {
  const canEdit = useCan('console.manage');
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="slug" />
        <ReferenceField source="ownerId" reference="users" link="show" emptyText="—" />
        <NumberField source="memberCount" sortable={false} />
        <RoomsLink label="resources.communities.fields.roomCount" />
        <DateField source="createdAt" showTime />
        {canEdit && <EditButton />}
        <CommunityDeleteButton />
      </Datagrid>
    </List>
  );
}
