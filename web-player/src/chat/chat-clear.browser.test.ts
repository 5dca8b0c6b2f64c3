/**
 * A room's conversation deleted by its staff empties a listener's open chat at once, with a notice (Debian's Chromium
 * against the real product): the CLEARED event of `chatMessageChanged`, no reload. The room's staff delete it from the
 * chat itself, after a confirmation; a listener is not offered that.
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
    // A listener is not the room's staff: no button to delete the conversation.
    expect(await page.getByTestId('chat-clear').count()).toBe(0);
  }, 60_000);

  it('lets the room’s owner delete the conversation from the chat, after a confirmation', async () => {
    const email = `owner-ui-${Date.now()}@example.com`;
    const { signUp } = await gql<{ signUp: { accessToken: string } }>(
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret", displayName: "Owner" }) { accessToken } }',
      { e: email },
    );
    const slug = `clear-ui-${Date.now().toString(36)}`;
    const { createRoom } = await gql<{ createRoom: { id: string } }>('mutation($s: String!) { createRoom(input: { slug: $s, name: "Clear UI" }) { id } }', { s: slug }, signUp.accessToken);
    await gql('mutation($r: ID!) { sendChatMessage(input: { roomId: $r, message: "to be cleared" }) { id } }', { r: createRoom.id }, signUp.accessToken);

    const page = await session.open(`${session.product.webPlayerUrl}/rooms/${slug}`);
    await signInThroughForm(page, email, 'a long secret');
    const messages = page.getByTestId('chat-message');
    await messages.filter({ hasText: 'to be cleared' }).waitFor();
    // Cancelling the confirmation deletes nothing.
    await page.getByTestId('chat-clear').click();
    await page.getByTestId('chat-clear-confirm').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('chat-clear-confirm').count()).toBe(0);
    expect(await messages.count()).toBe(1);

    await page.getByTestId('chat-clear').click();
    await page.getByTestId('chat-clear-yes').click();
    await expect.poll(() => messages.count()).toBe(0);
    await page.getByTestId('chat-notice').waitFor();
    const { chatMessages } = await gql<{ chatMessages: { messages: unknown[] } }>(
      'query($r: ID!) { chatMessages(roomId: $r) { messages { id } } }',
      { r: createRoom.id },
      signUp.accessToken,
    );
    expect(chatMessages.messages).toEqual([]);
  }, 60_000);
});
