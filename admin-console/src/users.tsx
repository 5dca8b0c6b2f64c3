import PersonIcon from '@mui/icons-material/Person';
import { Chip } from '@mui/material';
import { DateField, EmailField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';

// `label` is read by SimpleShowLayout for the row heading.
function RoleChips(_props: { label: string }) {
  const record = useRecordContext<{ id: string; roles?: string[] }>();
  if (!record?.roles) return null;
  return (
    <span data-testid="user-roles">
      {record.roles.map((role) => (
        <Chip key={role} label={role} size="small" sx={{ mr: 0.5 }} />
      ))}
    </span>
  );
}

/** One user (GET_ONE → `user(id)`). There is no list yet: the API has no user listing query. */
export function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="displayName" />
        <EmailField source="email" emptyText="—" />
        <RoleChips label="Roles" />
        <DateField source="createdAt" showTime />
        <TextField source="id" />
      </SimpleShowLayout>
    </Show>
  );
}

export const UserIcon = PersonIcon;
