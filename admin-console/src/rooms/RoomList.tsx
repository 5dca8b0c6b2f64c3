import { Chip } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  DateField,
  DateTimeInput,
  DeleteWithConfirmButton,
  EditButton,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { toInstant } from '../dates';
import { useCan } from '../permissions';
import { GuestPasswordButton } from './GuestPasswordButton';
import { djTypeChoices, roomDesignChoices, roomTypeChoices, type RoomRecord } from './types';

/** A user search by name (the admin user list): for owner, creator and holder filters. */
export const userByName = (search: string) => (search ? { 'displayName||CONT_L': search } : {});
/** A room or community search by name (their admin lists). */
export const byName = (search: string) => (search ? { 'name||CONT_L': search } : {});

const filters = [
  <TextInput key="name" source="name||CONT_L" label="resources.rooms.filters.name" alwaysOn />,
  <SelectInput key="type" source="type" choices={roomTypeChoices} alwaysOn />,
  <TextInput key="slug" source="slug||CONT_L" label="resources.rooms.filters.slug" />,
  <ReferenceInput key="ownerId" source="ownerId" reference="users">
    <AutocompleteInput filterToQuery={userByName} optionText="displayName" />
  </ReferenceInput>,
  <ReferenceInput key="communityId" source="communityId" reference="communities">
    <AutocompleteInput filterToQuery={byName} optionText="name" />
  </ReferenceInput>,
  <SelectInput key="djType" source="djType" choices={djTypeChoices} />,
  <SelectInput key="design" source="design" choices={roomDesignChoices} />,
  <NullableBooleanInput key="promoted" source="promoted" />,
  <NullableBooleanInput key="liveState" source="liveState" />,
  <DateTimeInput key="createdAfter" source="createdAt||GTE" label="resources.rooms.filters.createdAfter" parse={toInstant} />,
];

export function RoomTypeChip(_props: { label?: string; sortBy?: string }) {
  const room = useRecordContext<RoomRecord>();
  const translate = useTranslate();
  if (!room) return null;
  return <Chip size="small" label={translate(`resources.rooms.type.${room.type}`)} color={room.type === 'PRIVATE' ? 'warning' : 'default'} data-testid="room-type" />;
}

/** Deleting a room: its owner or platform staff (rooms.manage); hidden from others. */
export function RoomDeleteButton({ redirect = false }: { redirect?: false | 'list' }) {
  const room = useRecordContext<RoomRecord>();
  const translate = useTranslate();
  if (!useCan('rooms.manage') || !room) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate('resources.rooms.delete.title', { name: room.name })}
      confirmContent="resources.rooms.delete.content"
    />
  );
}

function Actions() {
  return <TopToolbar>{useCan('console.manage') && <GuestPasswordButton />}</TopToolbar>;
}

/** Every room (GET /admin/rooms, console.manage), newest first, by name, privacy, owner, DJ rule, design and flags. */
export function RoomList() {
  const canEdit = useCan('console.manage');
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="slug" />
        <RoomTypeChip label="resources.rooms.fields.type" sortBy="type" />
        <ReferenceField source="ownerId" reference="users" link="show" />
        <SelectField source="djType" choices={djTypeChoices} />
        <NumberField source="numberOfDjs" />
        <BooleanField source="promoted" />
        <BooleanField source="liveState" />
        <NumberField source="listenerCount" sortable={false} />
        <DateField source="createdAt" showTime />
        {canEdit && <EditButton />}
        <RoomDeleteButton />
      </Datagrid>
    </List>
  );
}
