import { Chip } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  List,
  ReferenceField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AvatarPicture } from './AvatarPicture';
import { BackfillButton } from './BackfillDialog';
import { avatarStatusChoices, type AvatarRecord } from './types';

const filters = [
  <TextInput key="name" source="name||CONT_L" label="resources.avatars.fields.name" alwaysOn />,
  <SelectInput key="avatarStatus" source="avatarStatus" choices={avatarStatusChoices} alwaysOn />,
];

export function AvatarStatusChip(_props: { label?: string }) {
  const avatar = useRecordContext<AvatarRecord>();
  const translate = useTranslate();
  if (!avatar) return null;
  return <Chip size="small" label={translate(`resources.avatars.status.${avatar.avatarStatus}`)} data-testid="avatar-status" />;
}

function Actions() {
  return (
    <TopToolbar>
      <BackfillButton />
      <CreateButton />
    </TopToolbar>
  );
}

/** The catalogue (`allAvatars`, admins), newest first. */
export function AvatarList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <AvatarPicture label="resources.avatars.fields.picture" />
        <TextField source="slug" />
        <TextField source="name" />
        <AvatarStatusChip label="resources.avatars.fields.avatarStatus" />
        <BooleanField source="discordOnly" />
        <ReferenceField source="seasonId" reference="seasons" link={false} emptyText="—" />
        <DateField source="createdAt" showTime />
        <EditButton />
      </Datagrid>
    </List>
  );
}
