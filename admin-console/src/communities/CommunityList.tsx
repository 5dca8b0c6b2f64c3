import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
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
        <NumberField source="roomCount" sortable={false} />
        <DateField source="createdAt" showTime />
        {canEdit && <EditButton />}
        <CommunityDeleteButton />
      </Datagrid>
    </List>
  );
}
