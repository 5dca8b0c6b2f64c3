import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, graphqlEnum } from '@backspin/platform';
import { chatImageMaxCharacters, chatLimits } from './chat-content.ts';
import { chatChangeKinds, chatMessageTypes, type ChatChangeKind, type ChatMessageKind } from './chat.entity.ts';


export const ChatMessageTypeEnum = graphqlEnum(chatMessageTypes, {
  name: 'ChatMessageType',
  description: 'user: a user’s message (author shown); room: a room message posted by the room’s moderators.',
});

export const ChatChangeKindEnum = graphqlEnum(chatChangeKinds, {
  name: 'ChatChangeKind',
  description: 'What last happened to a message: what a chatMessageChanged event reports.',
});

/**
 * A chat message (spec 3, §3). The spec's `uuid` is `id`, `userUuid` is `userUuid` and the author's `userName`
 * is `author.displayName` (accounts completes it). Live clients receive it through `chatMessageChanged`.
 */
@ObjectType('ChatMessage', { description: 'A message in a room’s chat.' })
@Directive('@key(fields: "id")')
export class ChatMessageType {
  @Field(() => ID, { description: 'The spec’s uuid.' })
  id!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => ChatMessageTypeEnum)
  type!: ChatMessageKind;

  @Field(() => String, {
    nullable: true,
    description: 'User messages: the author’s avatar when they sent it, as accounts has it ("default" when they had chosen none); never a value the client claimed.',
  })
  avatarId!: string | null;

  @Field(() => String, { description: 'A hex colour; #562DF9 unless the author chose one.' })
  color!: string;

  @Field(() => ID, { nullable: true, description: 'The message this one replies to (same room).' })
  replyToId!: string | null;

  @Field(() => String, { nullable: true, description: 'A gif URL.' })
  gif!: string | null;

  @Field(() => [String], { description: 'Media URLs.' })
  media!: string[];

  @Field(() => ID, { nullable: true, description: 'The crate shown as a playlist preview.' })
  playlistId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The consumable the message carries (economy’s id), from a <consumable:id> marker in the text.',
  })
  consumableId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The purchase that delivered the consumable, when it was bought (economy’s id).' })
  consumablePurchaseId!: string | null;

  @Field(() => [ID], { description: 'Users mentioned with <@user-id> markers in the text.' })
  mentionedUserIds!: string[];

  @Field(() => Date, { nullable: true })
  editedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deletedAt!: Date | null;

  @Field(() => ChatChangeKindEnum, { description: 'What last happened to the message.' })
  lastChange!: ChatChangeKind;

  @Field(() => Int, { description: 'Grows with every change: a client keeps the copy with the highest revision.' })
  revision!: number;
}

@ObjectType('ChatReaction', { description: 'One emoji on a message and who reacted with it.' })
export class ChatReactionType {
  @Field(() => String)
  emoji!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => [ID], { description: 'In the order they reacted.' })
  userIds!: string[];

  /** Resolved by a field resolver: references accounts completes. */
  users?: unknown;
}

@ObjectType('ChatSongCard', { description: 'A music-provider link in a message, and the catalogue song when known.' })
export class ChatSongCardType {
  @Field(() => String)
  link!: string;

  @Field(() => String, { description: 'The provider the link’s host names (spec 3, §3 provider names).' })
  provider!: string;

  @Field(() => ID, { nullable: true })
  songId!: string | null;

  /** Resolved by a field resolver: a reference library completes. */
  song?: unknown;
}

@ObjectType('ChatMessagePage', { description: 'A page of a room’s chat, newest first.' })
export class ChatMessagePageType {
  @Field(() => [ChatMessageType])
  messages!: ChatMessageType[];

  @Field(() => String, { nullable: true, description: 'Pass as `before` for older messages; null on the last page.' })
  nextCursor!: string | null;
}

@ObjectType('ChatImageFile', { description: 'Where a chat image is stored (the REST bridge streams it).' })
export class ChatImageFileType {
  @Field(() => String)
  storageKey!: string;

  @Field(() => String)
  contentType!: string;
}

@ObjectType('ChatTrackInfo')
export class ChatTrackInfoType {
  @Field(() => String)
  trackName!: string;

  @Field(() => String)
  artistName!: string;

  @Field(() => String, { nullable: true })
  albumName!: string | null;

  @Field(() => String)
  isrc!: string;
}

@ObjectType('ChatMusicInfo', { description: 'Spec 3, §3: the music-info chat item of a song card.' })
export class ChatMusicInfoType {
  @Field(() => String, { description: 'Always "ChatMusicInfo".' })
  type!: 'ChatMusicInfo';

  @Field(() => [String], { description: 'The song’s pages on its providers.' })
  providerUrls!: string[];

  @Field(() => ChatTrackInfoType)
  trackInfo!: ChatTrackInfoType;
}

/**
 * A catalogue song as rooms sees it, the one `Song` type of this subgraph (chat's song cards and the rotation's
 * plays point at it): library owns it; rooms adds `chatMusicInfo`, computed from fields library provides
 * (`@requires`), so the gateway fetches them from library before asking rooms. (Not platform's SongReference:
 * that one is not resolvable, and rooms must answer `_entities` for `chatMusicInfo`.)
 */
@ObjectType('Song')
@Directive('@key(fields: "id")')
export class SongForChat {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @Directive('@external')
  isrc?: string | null;

  @Field(() => String)
  @Directive('@external')
  trackName?: string;

  @Field(() => String)
  @Directive('@external')
  artistName?: string;

  @Field(() => String, { nullable: true })
  @Directive('@external')
  albumName?: string | null;

  @Field(() => [String])
  @Directive('@external')
  links?: string[];
}

@InputType({ description: 'A music-provider link sent as a song card: the server resolves its catalogue song from the link.' })
export class ChatSongInput {
  @MaxLength(chatLimits.urlMax, 'INVALID_CHAT_SONG_LINK')
  @Field(() => String, { description: 'An http(s) link whose host is a music provider’s (spec 3, §5 host fragments).' })
  link!: string;

  @Field(() => ID, { nullable: true, deprecationReason: 'Ignored: the song of a card is resolved by the server from its link.' })
  songId?: string | null;
}

@InputType({
  description:
    'A chat message. Valid when it has text, or an image (images or gif) plus media URLs (spec 3, §5); a user message shows the author’s own avatar. ' +
    'In the text, <@user-id> mentions a user and <consumable:id> carries a consumable; music-provider links in it become song cards.',
})
export class SendChatMessageInput {
  @Field(() => ID)
  roomId!: string;

  @Field(() => ChatMessageTypeEnum, { nullable: true, description: 'Defaults to user; room messages: room moderators only.' })
  type?: ChatMessageKind | null;

  @MaxLength(chatLimits.textMax, 'INVALID_CHAT_TEXT')
  @Field(() => String, { nullable: true, description: 'The text, at most 2000 characters.' })
  message?: string | null;

  @Field(() => ID, { nullable: true, description: 'A message of the same room this one replies to.' })
  replyToId?: string | null;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Ignored (checked for shape only): a message shows the author’s avatar as accounts has it.',
  })
  avatarId?: string | null;

  @Field(() => String, { nullable: true, description: 'A hex colour (#RRGGBB); defaults to #562DF9.' })
  color?: string | null;

  @MaxLength(chatImageMaxCharacters)
  @Field(() => [String], {
    nullable: true,
    description: 'Up to 4 base64 images (PNG, JPEG, GIF or WebP, read from their bytes), each within CHAT_IMAGE_MAX_BYTES.',
  })
  images?: string[] | null;

  @MaxLength(chatLimits.urlMax, 'INVALID_CHAT_MEDIA')
  @Field(() => String, { nullable: true, description: 'A gif URL (http or https).' })
  gif?: string | null;

  @MaxLength(chatLimits.urlMax, 'INVALID_CHAT_MEDIA')
  @Field(() => [String], { nullable: true, description: 'Up to 4 media URLs (http or https).' })
  media?: string[] | null;

  @Field(() => [ChatSongInput], { nullable: true, description: 'Up to 5 song cards.' })
  songs?: ChatSongInput[] | null;

  @Field(() => String, { nullable: true, description: 'A crate to preview: its id or a link to it (…/crate/<id>).' })
  playlist?: string | null;
}

@InputType({ description: 'A bought consumable to post in a room’s chat as its buyer’s message (economy, with its service identity).' })
export class DeliverConsumableInput {
  @Field(() => ID, { description: 'The purchase id: a purchase is delivered once, however often it is sent.' })
  eventId!: string;

  @Field(() => ID)
  roomId!: string;

  @Field(() => ID, { description: 'The buyer.' })
  userId!: string;

  @Field(() => ID)
  consumableId!: string;
}
