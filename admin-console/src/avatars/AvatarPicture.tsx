import { useRecordContext, useTranslate } from 'react-admin';
import { useRestUrl } from '../config';
import { avatarPicturePath, type AvatarRecord } from './types';

/** The avatar's uploaded picture, served by the REST bridge; "no picture" for one without (the built-in vinyl ones are drawn by the apps). */
export function AvatarPicture({ size = 40 }: { size?: number; label?: string }) {
  const avatar = useRecordContext<AvatarRecord>();
  const translate = useTranslate();
  const src = useRestUrl(avatarPicturePath(avatar));
  if (!avatar) return null;
  if (!src) return <span style={{ color: 'GrayText', fontSize: '0.8rem' }}>{translate('resources.avatars.noPicture')}</span>;
  return <img src={src} alt="" width={size} height={size} style={{ objectFit: 'contain' }} data-testid="avatar-picture" />;
}
