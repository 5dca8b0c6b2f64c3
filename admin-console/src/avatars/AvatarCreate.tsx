import { Create } from 'react-admin';
import { AvatarForm } from './AvatarForm';

/** A new avatar (`createAvatar`; 409 for a slug taken), its picture uploaded first. */
export function AvatarCreate() {
  return (
    <Create redirect="show">
      <AvatarForm defaultValues={{ avatarStatus: 'PUBLIC', discordOnly: false }} />
    </Create>
  );
}
