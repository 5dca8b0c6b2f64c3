import { useRecordContext } from 'react-admin';
import { useRestUrl } from '../config';
import type { ConsumableRecord } from './types';

/** The picture, served by the REST bridge (`fileUrl` is a path there). */
export function ConsumablePicture({ size = 40 }: { size?: number; label?: string }) {
  const consumable = useRecordContext<ConsumableRecord>();
  const src = useRestUrl(consumable?.fileUrl);
  if (!src) return null;
  return <img src={src} alt="" width={size} height={size} style={{ objectFit: 'contain' }} data-testid="consumable-picture" />;
}
