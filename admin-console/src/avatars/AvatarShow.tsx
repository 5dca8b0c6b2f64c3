import { BooleanField, DateField, EditButton, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AvatarAssignments } from './AvatarAssignments';
import { AvatarDeleteButton } from './AvatarDeleteButton';
import { AvatarStatusChip } from './AvatarList';
import { AvatarPicture } from './AvatarPicture';

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <AvatarDeleteButton />
    </TopToolbar>
  );
}

/** One avatar (`adminAvatar(slug)`) and who holds it. */
export function AvatarShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <AvatarPicture label="resources.avatars.fields.picture" size={96} />
        <TextField source="slug" />
        <TextField source="name" data-testid="avatar-name" />
        <AvatarStatusChip label="resources.avatars.fields.avatarStatus" />
        <BooleanField source="discordOnly" />
        <ReferenceField source="seasonId" reference="seasons" link="edit" emptyText="—" />
        <NumberField source="awardTopRank" emptyText="—" />
        <NumberField source="awardMinPoints" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
        <AvatarAssignments />
      </SimpleShowLayout>
    </Show>
  );
}
