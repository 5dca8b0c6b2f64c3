import { useRecordContext } from 'react-admin';
import { useRestUrl } from '../config';
import { avatarPicturePath, type AvatarRecord } from './types';

/** The avatar's uploaded picture, served by the REST bridge; nothing for the built-in vinyl ones. */
export function AvatarPicture({ size = 40 }: { size?: number; label?: string }) {
  const avatar = useRecordContext<AvatarRecord>();
  const src = useRestUrl(avatarPicturePath(avatar));
  if (!src) return null;
  return <img src={src} alt="" width={size} height={size} style={{ objectFit: 'contain' }} data-testid="avatar-picture" />;
}
