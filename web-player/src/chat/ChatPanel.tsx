// Placeholder until the chat lands (wp-chat): same props.
export function ChatPanel(props: {
  roomId: string;
  members: { id: string; displayName: string }[];
  canModerate: boolean;
  chatDisabledUntil: string | null;
  serverNow: () => number;
}) {
  return <div data-testid="chat-panel" data-room-id={props.roomId} />;
}
