import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { AvatarRecord } from './types';

/** `deleteAvatar(slug)` after a confirmation naming it: its assignments go with it. */
export function AvatarDeleteButton() {
  const avatar = useRecordContext<AvatarRecord>();
  if (!avatar) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect="list"
      confirmTitle="resources.avatars.delete.title"
      confirmContent="resources.avatars.delete.content"
      titleTranslateOptions={{ slug: avatar.slug }}
    />
  );
}
