import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useClient, type Client } from 'urql';
import { liveStatus } from '../client';
import type { RoomEventKind } from '../gql/graphql';
import {
  RoomConnection,
  type RoomEventMessage,
  type RoomJoinResult,
  type RoomSnapshot,
  type RoomSummary,
  type RoomTransport,
} from './room-connection';
import type { RoomStateDocument } from './room-state';
import {
  JoinRoomMutation,
  LeaveRoomMutation,
  RoomByRefQuery,
  RoomEventsSubscription,
  RoomHeartbeatMutation,
  RoomStateQuery,
} from './room.operations';

async function unwrap<T>(promise: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await promise;
  if (result.error) throw result.error;
  if (!result.data) throw new Error('empty response');
  return result.data;
}

/** The room connection's calls, through the app's urql client (HTTP for mutations, graphql-ws for events). */
export function urqlRoomTransport(client: Client): RoomTransport {
  const network = { requestPolicy: 'network-only' as const };
  return {
    async resolve(ref): Promise<RoomSummary> {
      return (await unwrap(client.query(RoomByRefQuery, { ref }, network).toPromise())).roomByRef;
    },
    async join(roomId, passwords): Promise<RoomJoinResult> {
      const { joinRoom } = await unwrap(client.mutation(JoinRoomMutation, { roomId, ...passwords }).toPromise());
      return { ...joinRoom, state: { seq: joinRoom.state.seq, document: joinRoom.state.document as RoomStateDocument } };
    },
    async state(roomId) {
      const { roomState } = await unwrap(client.query(RoomStateQuery, { roomId }, network).toPromise());
      return { seq: roomState.seq, document: roomState.document as RoomStateDocument };
    },
    async heartbeat(roomId, connectionId) {
      return (await unwrap(client.mutation(RoomHeartbeatMutation, { roomId, connectionId }).toPromise())).roomHeartbeat;
    },
    async leave(roomId, connectionId) {
      await unwrap(client.mutation(LeaveRoomMutation, { roomId, connectionId }).toPromise());
    },
    subscribe(roomId, onEvent) {
      const subscription = client.subscription(RoomEventsSubscription, { roomId }).subscribe((result) => {
        const event = result.data?.roomEvents;
        if (event) onEvent({ ...event, kind: event.kind as RoomEventKind } as RoomEventMessage);
      });
      return () => subscription.unsubscribe();
    },
  };
}

const connecting: RoomSnapshot = { status: { kind: 'connecting' }, room: null, connectionId: null, myRoomRoles: [], seq: 0, document: null, skips: [] };
const noop = () => () => undefined;

/**
 * The live room for a page: joined on mount, left on unmount (a new connection each time, so React's
 * development double-mount works); rejoined when the live connection comes back. The address follows a slug change.
 */
export function useRoomConnection(
  ref: string,
  userId: string | null,
  onSlugChanged: (slug: string) => void,
): { connection: RoomConnection | null; snapshot: RoomSnapshot } {
  const client = useClient();
  const [connection, setConnection] = useState<RoomConnection | null>(null);
  const slugChanged = useRef(onSlugChanged);
  slugChanged.current = onSlugChanged;

  useEffect(() => {
    const transport = urqlRoomTransport(client);
    const current = new RoomConnection({ ref, userId, transport, onSlugChanged: (slug) => slugChanged.current(slug) });
    setConnection(current);
    void current.start();
    let previous = liveStatus.get();
    const stopWatching = liveStatus.subscribe(() => {
      const status = liveStatus.get();
      if (status === 'connected' && previous === 'closed') current.reconnected();
      previous = status;
    });
    return () => {
      stopWatching();
      const { room, connectionId, status } = current.get();
      current.close();
      // Leaving the page leaves the room (best effort; the server sweeps a silent presence anyway).
      if (room && connectionId && status.kind === 'joined') void transport.leave(room.id, connectionId).catch(() => undefined);
    };
  }, [ref, userId, client]);

  const snapshot = useSyncExternalStore(connection?.subscribe ?? noop, () => connection?.get() ?? connecting);
  return { connection, snapshot };
}
