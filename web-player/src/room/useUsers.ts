import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { WornAvatar } from '../profile/Avatar';
import { RoomUsersQuery } from './room.operations';

export interface RoomUser {
  id: string;
  displayName: string;
  avatarId?: string | null;
  wornAvatar?: WornAvatar | null;
}

/** Display names for the ids the room state carries (one batched query; the state itself holds ids only). */
export function useUsers(ids: readonly string[]): Map<string, RoomUser> {
  const sorted = useMemo(() => [...new Set(ids)].sort(), [ids.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const [result] = useQuery({ query: RoomUsersQuery, variables: { ids: sorted }, pause: sorted.length === 0 });
  return useMemo(() => new Map((result.data?.users ?? []).map((user) => [user.id, user])), [result.data]);
}
