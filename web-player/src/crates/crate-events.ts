/**
 * "This crate changed" within the page: a view that edits a crate tells the others showing it (the queue panel
 * beside the stage, a crate page adding to the queue) so they ask the server again. There is no live feed of crate
 * changes; other devices' edits show on the next load.
 */
export type CrateKey = string;

/** The key of a crate: its id, or "QUEUE" / "LIKES" for the caller's special crates. */
export const crateKey = (ref: { id: string } | { special: 'QUEUE' | 'LIKES' }): CrateKey => ('id' in ref ? ref.id : ref.special);

const bus = new EventTarget();

interface CrateChange {
  keys: readonly CrateKey[];
  source: object | null;
}

/** Tells every listener but `source` that these crates changed. */
export function announceCrateChange(keys: readonly CrateKey[], source: object | null = null): void {
  bus.dispatchEvent(new CustomEvent<CrateChange>('crate-change', { detail: { keys, source } }));
}

export function onCrateChange(listener: (keys: readonly CrateKey[], source: object | null) => void): () => void {
  const handle = (event: Event) => {
    const { keys, source } = (event as CustomEvent<CrateChange>).detail;
    listener(keys, source);
  };
  bus.addEventListener('crate-change', handle);
  return () => bus.removeEventListener('crate-change', handle);
}
