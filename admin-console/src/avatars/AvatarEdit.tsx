import { Edit, SaveButton, Toolbar } from 'react-admin';
import { AvatarDeleteButton } from './AvatarDeleteButton';
import { AvatarForm } from './AvatarForm';

function AvatarToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <AvatarDeleteButton />
    </Toolbar>
  );
}

/** `updateAvatar(slug, input)` with the changed fields; the slug never changes. */
export function AvatarEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <AvatarForm editing toolbar={<AvatarToolbar />} />
    </Edit>
  );
}
