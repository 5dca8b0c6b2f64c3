/**
 * "The token balance changed" within the page: a purchase (or a refused one, whose answer carries fresh values)
 * tells the header's balance and the shelf to ask the server again. Other devices' spending shows on their next
 * load, on focus, or on the next purchase here.
 */
const bus = new EventTarget();

export function announceBalanceChange(): void {
  bus.dispatchEvent(new Event('balance-change'));
}

export function onBalanceChange(listener: () => void): () => void {
  bus.addEventListener('balance-change', listener);
  return () => bus.removeEventListener('balance-change', listener);
}
