import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { consumableReference, ConsumableReference, crateReference, CrateReference, isUuid, MaxLength, songReference, userReference, UserReference } from '@backspin/platform';
import type { RoomsContext } from '../context.ts';
import type { Room } from '../rooms/room.entity.ts';
import { RoomType } from '../rooms/room.types.ts';
import type { ChatMessage, StoredChatImage, StoredSongCard } from './chat.entity.ts';
import { chatLimits, musicInfoOf, type MusicInfo } from './chat-content.ts';
import type { ReactionGroup } from './chat-reaction.service.ts';
import { chatImagePath, type ChatPage } from './chat.service.ts';
import {
  ChatImageFileType,
  ChatMessagePageType,
  ChatMessageType,
  ChatMusicInfoType,
  ChatReactionType,
  ChatSongCardType,
  DeliverConsumableInput,
  SendChatMessageInput,
  SongForChat,
} from './chat.types.ts';

@Resolver(() => ChatMessageType)
export class ChatResolver {
  @Query(() => ChatMessageType, {
    nullable: true,
    description: 'A chat message by id; a deleted one shows as deleted, without content; null when its author is someone you blocked.',
  })
  async chatMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<ChatMessage | null> {
    return ctx.services.chat.visibleTo(ctx.em, ctx.identity, await ctx.loaders.chatMessage.load(id));
  }

  @Query(() => ChatMessagePageType, {
    description: 'A room’s chat, newest first, deleted messages and those of users you blocked left out: limit 1 to 100 (default 50), `before` a cursor from the previous page.',
  })
  chatMessages(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ChatPage> {
    return ctx.services.chat.history(ctx.em, ctx.identity, roomId, before, limit);
  }

  @Query(() => ChatImageFileType, { description: 'Where an image of a message is stored (for the REST bridge); 404 once deleted.' })
  chatMessageImage(
    @Arg('messageId', () => ID) messageId: string,
    @Arg('index', () => Int) index: number,
    @Ctx() ctx: RoomsContext,
  ): Promise<{ storageKey: string; contentType: string }> {
    return ctx.services.chat.image(ctx.em, messageId, index).then((image) => ({ storageKey: image.key, contentType: image.contentType }));
  }

  @Mutation(() => ChatMessageType, {
    description: 'Posts a message (signed-in users; not when banned, kicked or chat-disabled in the room; a flood limit applies).',
  })
  sendChatMessage(@Arg('input', () => SendChatMessageInput) input: SendChatMessageInput, @Ctx() ctx: RoomsContext): Promise<ChatMessage> {
    return ctx.services.chat.send(ctx.em, ctx.identity, input);
  }

  @Query(() => Boolean, {
    description: 'Services (economy, before a purchase): true when this user may receive a consumable in this room now (in the room, may post), else the refusal.',
  })
  consumableDeliveryCheck(@Arg('roomId', () => ID) roomId: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<boolean> {
    return ctx.services.chat.assertMayReceiveConsumable(ctx.em, ctx.identity, roomId, userId);
  }

  @Mutation(() => ChatMessageType, {
    description: 'Services (economy): post a bought consumable as its buyer’s message, once per purchase (eventId); the buyer must be in the room and may post.',
  })
  deliverConsumable(@Arg('input', () => DeliverConsumableInput) input: DeliverConsumableInput, @Ctx() ctx: RoomsContext): Promise<ChatMessage> {
    return ctx.services.chat.deliverConsumable(ctx.em, ctx.identity, input);
  }

  @Mutation(() => ChatMessageType, { description: 'Changes the text of your own message, within 20 seconds of sending it.' })
  editChatMessage(
    @Arg('id', () => ID) id: string,
    @MaxLength(chatLimits.textMax, 'INVALID_CHAT_TEXT') @Arg('message', () => String, { nullable: true }) message: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<ChatMessage> {
    return ctx.services.chat.edit(ctx.em, ctx.identity, id, message);
  }

  @Mutation(() => ChatMessageType, { description: 'Deletes a message: its author, or a moderator of the room (recorded).' })
  deleteChatMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: RoomsContext): Promise<ChatMessage> {
    return ctx.services.chat.delete(ctx.em, ctx.identity, id);
  }

  @Mutation(() => ChatMessageType, { description: 'Adds your reaction with this emoji, or removes it if it is there.' })
  toggleChatReaction(
    @Arg('messageId', () => ID) messageId: string,
    @Arg('emoji', () => String) emoji: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<ChatMessage> {
    return ctx.services.chatReactions.toggle(ctx.em, ctx.identity, messageId, emoji);
  }

  @Subscription(() => ChatMessageType, {
    description: 'A room’s chat messages as they are added, edited, deleted or reacted to (see lastChange). Served by the gateway.',
    topics: 'gateway',
  })
  chatMessageChanged(@Arg('roomId', () => ID) _roomId: string): never {
    throw new Error('subscriptions are served by the gateway');
  }

  @FieldResolver(() => String, { nullable: true, description: 'The text; null when there is none or the message was deleted.' })
  message(@Root() message: ChatMessage): string | null {
    return message.text ?? null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The author’s user id (user messages).' })
  userUuid(@Root() message: ChatMessage): string | null {
    return message.authorId ?? null;
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'The author (user messages): the spec’s userName is author.displayName.' })
  author(@Root() message: ChatMessage): UserReference | null {
    return message.authorId ? userReference(message.authorId) : null;
  }

  @FieldResolver(() => Date, { description: 'When it was sent (server clock).' })
  date(@Root() message: ChatMessage): Date {
    return message.createdAt;
  }

  @FieldResolver(() => Boolean)
  deleted(@Root() message: ChatMessage): boolean {
    return message.deletedAt != null;
  }

  @FieldResolver(() => RoomType, { nullable: true })
  room(@Root() message: ChatMessage, @Ctx() ctx: RoomsContext): Promise<Room | null> {
    return ctx.loaders.room.load(message.roomId);
  }

  @FieldResolver(() => ChatMessageType, { nullable: true, description: 'The message replied to; null when its author is someone you blocked.' })
  async replyTo(@Root() message: ChatMessage, @Ctx() ctx: RoomsContext): Promise<ChatMessage | null> {
    return message.replyToId ? ctx.services.chat.visibleTo(ctx.em, ctx.identity, await ctx.loaders.chatMessage.load(message.replyToId)) : null;
  }

  @FieldResolver(() => [ChatMessageType], { description: 'The first 20 replies, oldest first (deleted ones and those of users you blocked left out).' })
  async replies(@Root() message: ChatMessage, @Ctx() ctx: RoomsContext): Promise<ChatMessage[]> {
    return (await ctx.services.chat.repliesVisibleTo(ctx.em, ctx.identity, message.id, await ctx.loaders.chatReplies.load(message.id))).shown;
  }

  @FieldResolver(() => Int, { description: 'Replies in all (deleted ones and those of users you blocked left out).' })
  async replyCount(@Root() message: ChatMessage, @Ctx() ctx: RoomsContext): Promise<number> {
    return (await ctx.services.chat.repliesVisibleTo(ctx.em, ctx.identity, message.id, await ctx.loaders.chatReplies.load(message.id))).count;
  }

  @FieldResolver(() => [ChatReactionType], {
    description: 'The spec’s reactions map: each emoji with who reacted, in first-use order (reactions of users you blocked left out).',
  })
  async reactions(@Root() message: ChatMessage, @Ctx() ctx: RoomsContext): Promise<(ReactionGroup & { count: number })[]> {
    return ctx.services.chat.reactionsVisibleTo(ctx.em, ctx.identity, await ctx.loaders.chatReactions.load(message.id));
  }

  @FieldResolver(() => [String], { description: 'Where the images are served (REST bridge paths).' })
  imageUrls(@Root() message: ChatMessage): string[] {
    return message.images.map((_image: StoredChatImage, i: number) => chatImagePath(message.id, i));
  }

  @FieldResolver(() => [ChatSongCardType], { description: 'Song cards: provider links, sent or found in the text.' })
  songs(@Root() message: ChatMessage): StoredSongCard[] {
    return message.songs;
  }

  @FieldResolver(() => ConsumableReference, { nullable: true, description: 'The consumable the message carries: economy completes it (name, tokenCost, picture).' })
  consumable(@Root() message: ChatMessage): ConsumableReference | null {
    return message.consumableId && isUuid(message.consumableId) ? consumableReference(message.consumableId.toLowerCase()) : null;
  }

  @FieldResolver(() => CrateReference, { nullable: true, description: 'The playlist preview: library completes the crate.' })
  playlist(@Root() message: ChatMessage): CrateReference | null {
    return message.playlistId ? crateReference(message.playlistId) : null;
  }

  @FieldResolver(() => [UserReference], { description: 'The mentioned users.' })
  mentions(@Root() message: ChatMessage): UserReference[] {
    return message.mentionedUserIds.map(userReference);
  }
}

@Resolver(() => ChatReactionType)
export class ChatReactionResolver {
  @FieldResolver(() => [UserReference])
  users(@Root() group: ReactionGroup): UserReference[] {
    return group.userIds.map(userReference);
  }
}

@Resolver(() => ChatSongCardType)
export class ChatSongCardResolver {
  @FieldResolver(() => SongForChat, { nullable: true, description: 'The catalogue song (library), when its id is known.' })
  song(@Root() card: StoredSongCard): { __typename: 'Song'; id: string } | null {
    return card.songId ? songReference(card.songId) : null;
  }
}

@Resolver(() => SongForChat)
export class SongForChatResolver {
  @FieldResolver(() => ChatMusicInfoType, {
    nullable: true,
    description: 'The music-info chat item of this song (spec 3, §5: only when it has an isrc).',
  })
  @Directive('@requires(fields: "isrc trackName artistName albumName links")')
  chatMusicInfo(@Root() song: SongForChat): MusicInfo | null {
    return musicInfoOf(song);
  }
}
