// Placeholder until the queue lands (wp-crates).
export function QueuePanel() {
  return <div data-testid="queue-panel" />;
}
