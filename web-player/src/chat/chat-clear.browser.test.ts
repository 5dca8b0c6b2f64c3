/**
 * A room's conversation deleted by its staff empties a listener's open chat at once, with a notice (Debian's Chromium
 * against the real product): the CLEARED event of `chatMessageChanged`, no reload.
 */
import { gatewayRequest, productInBrowser, signInThroughForm } from '@backspin/test-kit/browser';
import { describe, expect, it } from 'vitest';

const LISTENER = { email: 'listener@backspin.local', password: 'backspin-listener' };

const session = productInBrowser();
const gql = <T,>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gatewayRequest<T>(session.product.gatewayUrl, query, variables, token);

describe('a deleted conversation in an open chat', () => {
  it('empties the listener’s chat at once and says why, when the room’s owner deletes the conversation', async () => {
    const { signUp } = await gql<{ signUp: { accessToken: string } }>(
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret", displayName: "Owner" }) { accessToken } }',
      { e: `owner-${Date.now()}@example.com` },
    );
    const owner = signUp.accessToken;
    const slug = `clear-${Date.now().toString(36)}`;
    const { createRoom } = await gql<{ createRoom: { id: string } }>('mutation($s: String!) { createRoom(input: { slug: $s, name: "Clear" }) { id } }', { s: slug }, owner);
    const send = (message: string) =>
      gql('mutation($r: ID!, $m: String!) { sendChatMessage(input: { roomId: $r, message: $m }) { id } }', { r: createRoom.id, m: message }, owner);
    await send('an early word');

    const page = await session.open(`${session.product.webPlayerUrl}/rooms/${slug}`);
    await signInThroughForm(page, LISTENER.email, LISTENER.password);
    await page.getByTestId('room-page').waitFor();
    const messages = page.getByTestId('chat-message');
    await messages.filter({ hasText: 'an early word' }).waitFor();
    await send('a live word');
    await messages.filter({ hasText: 'a live word' }).waitFor();
    expect(await messages.count()).toBe(2);
    expect(await page.getByTestId('chat-notice').count()).toBe(0);

    const { deleteRoomConversation } = await gql<{ deleteRoomConversation: number }>('mutation($r: ID!) { deleteRoomConversation(roomId: $r) }', { r: createRoom.id }, owner);
    expect(deleteRoomConversation).toBe(2);
    await expect.poll(() => messages.count()).toBe(0);
    expect(await page.getByTestId('chat-notice').textContent()).toContain('The room’s staff deleted the conversation.');

    // The chat carries on: a new message shows alone.
    await send('a fresh start');
    await messages.filter({ hasText: 'a fresh start' }).waitFor();
    expect(await messages.count()).toBe(1);
  }, 60_000);
});
