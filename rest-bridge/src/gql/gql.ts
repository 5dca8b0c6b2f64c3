/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment RestUserAction on UserAction {\n    id\n    userId\n    type\n    occurredAt\n    roomId\n    detail\n    recordedAt\n  }\n": typeof types.RestUserActionFragmentDoc,
    "\n  query RestUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { data { ...RestUserAction } count total page pageCount }\n  }\n": typeof types.RestUserActionsDocument,
    "\n  query RestLastUserAction($userId: ID!) {\n    lastUserAction(userId: $userId) { ...RestUserAction }\n  }\n": typeof types.RestLastUserActionDocument,
    "\n  query RestSocketEventNames {\n    socketEventNames\n  }\n": typeof types.RestSocketEventNamesDocument,
    "\n  query RestUserEventNames {\n    userEventNames\n  }\n": typeof types.RestUserEventNamesDocument,
    "\n  query RestAuditServiceStatus {\n    auditServiceStatus { service version status database uptimeSeconds time }\n  }\n": typeof types.RestAuditServiceStatusDocument,
    "\n  query RestAuditGreeting {\n    auditGreeting\n  }\n": typeof types.RestAuditGreetingDocument,
    "\n  fragment RestAvatar on Avatar {\n    id slug name avatarStatus discordOnly imageFileId seasonId awardTopRank awardMinPoints createdAt updatedAt\n  }\n": typeof types.RestAvatarFragmentDoc,
    "\n  fragment RestAvatarAssignment on UserAvatarAssignment {\n    id userId assignmentType assignedBy createdAt avatar { ...RestAvatar }\n  }\n": typeof types.RestAvatarAssignmentFragmentDoc,
    "\n  mutation RestCreateAvatar($input: CreateAvatarInput!) {\n    createAvatar(input: $input) { ...RestAvatar }\n  }\n": typeof types.RestCreateAvatarDocument,
    "\n  mutation RestUpdateAvatar($slug: String!, $input: UpdateAvatarInput!) {\n    updateAvatar(slug: $slug, input: $input) { ...RestAvatar }\n  }\n": typeof types.RestUpdateAvatarDocument,
    "\n  mutation RestDeleteAvatar($slug: String!) {\n    deleteAvatar(slug: $slug) { ...RestAvatar }\n  }\n": typeof types.RestDeleteAvatarDocument,
    "\n  query RestAdminAvatars($query: ListQueryInput) {\n    allAvatars(query: $query) { data { ...RestAvatar } count total page pageCount }\n  }\n": typeof types.RestAdminAvatarsDocument,
    "\n  query RestAdminAvatar($slug: String!) {\n    adminAvatar(slug: $slug) { ...RestAvatar }\n  }\n": typeof types.RestAdminAvatarDocument,
    "\n  query RestWearableAvatars {\n    avatars { ...RestAvatar }\n  }\n": typeof types.RestWearableAvatarsDocument,
    "\n  query RestSubscriberAvatars {\n    subscriberAvatars { ...RestAvatar }\n  }\n": typeof types.RestSubscriberAvatarsDocument,
    "\n  query RestAvatarCatalogue {\n    avatarCatalogue { ...RestAvatar wearability }\n  }\n": typeof types.RestAvatarCatalogueDocument,
    "\n  query RestAvatar($slug: String!) {\n    avatar(slug: $slug) { ...RestAvatar }\n  }\n": typeof types.RestAvatarDocument,
    "\n  query RestAvatarHolding($slug: String!, $userId: ID!) {\n    avatarHolding(slug: $slug, userId: $userId) { userId holds wearability assignmentId avatar { ...RestAvatar } }\n  }\n": typeof types.RestAvatarHoldingDocument,
    "\n  query RestServiceAvatar($slug: String!) {\n    serviceAvatar(slug: $slug) { ...RestAvatar }\n  }\n": typeof types.RestServiceAvatarDocument,
    "\n  mutation RestAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) { ...RestAvatarAssignment }\n  }\n": typeof types.RestAssignAvatarDocument,
    "\n  mutation RestUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) { ...RestAvatarAssignment }\n  }\n": typeof types.RestUnassignAvatarDocument,
    "\n  mutation RestBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      id seasonId kind status batchSize cursorAvatarSlug cursorOffset batches awarded createdAt finishedAt\n    }\n  }\n": typeof types.RestBackfillAchievedAvatarsDocument,
    "\n  fragment RestBlockedUser on BlockedUser {\n    id\n    blockerId\n    blockedUserId\n    createdAt\n  }\n": typeof types.RestBlockedUserFragmentDoc,
    "\n  mutation RestBlockUser($userId: ID!) {\n    blockUser(userId: $userId) { ...RestBlockedUser }\n  }\n": typeof types.RestBlockUserDocument,
    "\n  query RestBlockedUsers($query: ListQueryInput) {\n    blockedUsers(query: $query) { total data { ...RestBlockedUser } }\n  }\n": typeof types.RestBlockedUsersDocument,
    "\n  query RestBlockedUser($id: ID!) {\n    blockedUser(id: $id) { ...RestBlockedUser }\n  }\n": typeof types.RestBlockedUserDocument,
    "\n  mutation RestUnblockUser($id: ID!) {\n    unblockUser(id: $id) { ...RestBlockedUser }\n  }\n": typeof types.RestUnblockUserDocument,
    "\n  fragment RestBot on Bot {\n    id displayName createdBy createdAt secretActive secretIssuedAt secretRevokedAt lastTokenAt\n  }\n": typeof types.RestBotFragmentDoc,
    "\n  mutation RestSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) { secret bot { ...RestBot } }\n  }\n": typeof types.RestSignUpBotDocument,
    "\n  mutation RestBotToken($secret: String!) {\n    botToken(secret: $secret) { accessToken expiresIn tokenType botId }\n  }\n": typeof types.RestBotTokenDocument,
    "\n  mutation RestAgoraToken($input: AgoraTokenInput!) {\n    agoraToken(input: $input) { token appId channelName userAccount role expiresIn expiresAt }\n  }\n": typeof types.RestAgoraTokenDocument,
    "\n  mutation RestChatUserToken {\n    chatUserToken { token scope userId expiresIn expiresAt }\n  }\n": typeof types.RestChatUserTokenDocument,
    "\n  mutation RestChatGhostToken {\n    chatGhostToken { token scope userId expiresIn expiresAt }\n  }\n": typeof types.RestChatGhostTokenDocument,
    "\n  query RestChatUsers($userIds: [String]) {\n    chatUsers(userIds: $userIds) { existing missing }\n  }\n": typeof types.RestChatUsersDocument,
    "\n  query RestUserServiceStatus {\n    userServiceStatus { service version status database uptimeSeconds time users bots botsWithActiveSecret activeSessions }\n  }\n": typeof types.RestUserServiceStatusDocument,
    "\n  query RestChatMessageImage($messageId: ID!, $index: Int!) {\n    chatMessageImage(messageId: $messageId, index: $index) { storageKey contentType }\n  }\n": typeof types.RestChatMessageImageDocument,
    "\n  fragment RestCommunity on Community {\n    id\n    slug\n    name\n    description\n    imageUrl\n    ownerId\n    memberCount\n    roomCount\n    createdAt\n    updatedAt\n  }\n": typeof types.RestCommunityFragmentDoc,
    "\n  query RestCommunity($id: ID!) {\n    community(id: $id) { ...RestCommunity }\n  }\n": typeof types.RestCommunityDocument,
    "\n  query RestCommunityUsers($id: ID!, $limit: Int, $offset: Int) {\n    communityUsers(id: $id, limit: $limit, offset: $offset) { total data { communityId userId addedBy joinedAt } }\n  }\n": typeof types.RestCommunityUsersDocument,
    "\n  query RestCommunityRooms($id: ID!, $limit: Int, $offset: Int) {\n    communityRooms(id: $id, limit: $limit, offset: $offset) { total data { ...RestRoom } }\n  }\n": typeof types.RestCommunityRoomsDocument,
    "\n  query RestRoomCommunities($roomId: ID!, $limit: Int, $offset: Int) {\n    roomCommunities(roomId: $roomId, limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n": typeof types.RestRoomCommunitiesDocument,
    "\n  query RestUserCommunities($limit: Int, $offset: Int) {\n    userCommunities(limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n": typeof types.RestUserCommunitiesDocument,
    "\n  mutation RestJoinCommunity($id: ID!) {\n    joinCommunity(id: $id) { ...RestCommunity }\n  }\n": typeof types.RestJoinCommunityDocument,
    "\n  mutation RestLeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) { ...RestCommunity }\n  }\n": typeof types.RestLeaveCommunityDocument,
    "\n  mutation RestAddCommunityUser($id: ID!, $userId: ID!) {\n    addCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n": typeof types.RestAddCommunityUserDocument,
    "\n  mutation RestRemoveCommunityUser($id: ID!, $userId: ID!) {\n    removeCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n": typeof types.RestRemoveCommunityUserDocument,
    "\n  mutation RestAddCommunityRoom($id: ID!, $roomId: ID!) {\n    addCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n": typeof types.RestAddCommunityRoomDocument,
    "\n  mutation RestRemoveCommunityRoom($id: ID!, $roomId: ID!) {\n    removeCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n": typeof types.RestRemoveCommunityRoomDocument,
    "\n  mutation RestAddToCommunity($id: ID!, $input: CommunityChangeInput!) {\n    addToCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": typeof types.RestAddToCommunityDocument,
    "\n  mutation RestRemoveFromCommunity($id: ID!, $input: CommunityChangeInput!) {\n    removeFromCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": typeof types.RestRemoveFromCommunityDocument,
    "\n  query RestAllCommunities($query: ListQueryInput) {\n    allCommunities(query: $query) { data { ...RestCommunity } count total page pageCount }\n  }\n": typeof types.RestAllCommunitiesDocument,
    "\n  query RestAdminCommunity($id: ID!) {\n    adminCommunity(id: $id) { ...RestCommunity }\n  }\n": typeof types.RestAdminCommunityDocument,
    "\n  mutation RestCreateCommunity($input: CommunityInput!) {\n    createCommunity(input: $input) { ...RestCommunity }\n  }\n": typeof types.RestCreateCommunityDocument,
    "\n  mutation RestCreateCommunities($inputs: [CommunityInput!]!) {\n    createCommunities(inputs: $inputs) { ...RestCommunity }\n  }\n": typeof types.RestCreateCommunitiesDocument,
    "\n  mutation RestUpdateCommunity($id: ID!, $input: CommunityInput!) {\n    updateCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": typeof types.RestUpdateCommunityDocument,
    "\n  mutation RestReplaceCommunity($id: ID!, $input: CommunityInput!) {\n    replaceCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": typeof types.RestReplaceCommunityDocument,
    "\n  mutation RestDeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id) { ...RestCommunity }\n  }\n": typeof types.RestDeleteCommunityDocument,
    "\n  fragment RestConsumable on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileId\n    fileUrl\n    createdAt\n    updatedAt\n  }\n": typeof types.RestConsumableFragmentDoc,
    "\n  fragment RestConsumablePurchase on ConsumablePurchase {\n    id\n    status\n    roomId\n    consumableId\n    accountId\n    tokenCost\n    failureReason\n    createdAt\n    settledAt\n    tokenAccount { id balance updatedAt }\n  }\n": typeof types.RestConsumablePurchaseFragmentDoc,
    "\n  mutation RestCreateConsumable($input: CreateConsumableInput!) {\n    createConsumable(input: $input) { ...RestConsumable }\n  }\n": typeof types.RestCreateConsumableDocument,
    "\n  query RestConsumable($id: ID!) {\n    consumable(id: $id) { ...RestConsumable }\n  }\n": typeof types.RestConsumableDocument,
    "\n  mutation RestUpdateConsumable($id: ID!, $input: UpdateConsumableInput!) {\n    updateConsumable(id: $id, input: $input) { ...RestConsumable }\n  }\n": typeof types.RestUpdateConsumableDocument,
    "\n  mutation RestDeleteConsumable($id: ID!) {\n    deleteConsumable(id: $id) { ...RestConsumable }\n  }\n": typeof types.RestDeleteConsumableDocument,
    "\n  query RestConsumables($query: ListQueryInput) {\n    consumables(query: $query) { total data { ...RestConsumable } }\n  }\n": typeof types.RestConsumablesDocument,
    "\n  query RestConsumableCount($query: ListQueryInput) {\n    consumables(query: $query) { total }\n  }\n": typeof types.RestConsumableCountDocument,
    "\n  mutation RestBeginConsumableFileUpload {\n    beginEconomyFileUpload { stagingKey maxBytes }\n  }\n": typeof types.RestBeginConsumableFileUploadDocument,
    "\n  mutation RestRegisterConsumableFileUpload($stagingKey: String!) {\n    registerEconomyFileUpload(stagingKey: $stagingKey) { id contentType size createdAt }\n  }\n": typeof types.RestRegisterConsumableFileUploadDocument,
    "\n  query RestConsumableFile($id: ID!) {\n    economyFile(id: $id) { storageKey contentType }\n  }\n": typeof types.RestConsumableFileDocument,
    "\n  mutation RestPurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) { ...RestConsumablePurchase }\n  }\n": typeof types.RestPurchaseConsumableDocument,
    "\n  fragment RestBookContact on BookContact {\n    id\n    ownerId\n    phoneDigest\n    createdAt\n  }\n": typeof types.RestBookContactFragmentDoc,
    "\n  mutation RestUploadBookContacts($input: UploadBookContactsInput!) {\n    uploadBookContacts(input: $input) { added alreadyKept skipped total }\n  }\n": typeof types.RestUploadBookContactsDocument,
    "\n  mutation RestAddBookContact($input: AddBookContactInput!) {\n    addBookContact(input: $input) { ...RestBookContact }\n  }\n": typeof types.RestAddBookContactDocument,
    "\n  mutation RestDeleteBookContacts($input: DeleteBookContactsInput) {\n    deleteBookContacts(input: $input)\n  }\n": typeof types.RestDeleteBookContactsDocument,
    "\n  query RestMyBookContacts {\n    myBookContacts { ...RestBookContact }\n  }\n": typeof types.RestMyBookContactsDocument,
    "\n  query RestUserBookContacts($userId: ID!) {\n    userBookContacts(userId: $userId) { ...RestBookContact }\n  }\n": typeof types.RestUserBookContactsDocument,
    "\n  query RestMatchingContacts {\n    matchingContacts { userId contactId }\n  }\n": typeof types.RestMatchingContactsDocument,
    "\n  query RestMatchingContactsNotFriends {\n    matchingContactsNotFriends { userId contactId }\n  }\n": typeof types.RestMatchingContactsNotFriendsDocument,
    "\n  mutation RestImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) { ...RestCrate }\n  }\n": typeof types.RestImportCrateDocument,
    "\n  mutation RestAddTrackToPlaylist($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason }\n    }\n  }\n": typeof types.RestAddTrackToPlaylistDocument,
    "\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n": typeof types.RestCrateFragmentDoc,
    "\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    songShortId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    previews\n    streamUrls { provider kind url }\n    createdAt\n  }\n": typeof types.RestCrateSongFragmentDoc,
    "\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n": typeof types.RestCreateCrateDocument,
    "\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n": typeof types.RestCopyCrateDocument,
    "\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestMyCratesDocument,
    "\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestUserCratesDocument,
    "\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestServiceUserCratesDocument,
    "\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestAllCratesDocument,
    "\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": typeof types.RestCrateDocument,
    "\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": typeof types.RestSpecialCrateDocument,
    "\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": typeof types.RestCrateSongsDocument,
    "\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": typeof types.RestSpecialCrateSongsDocument,
    "\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": typeof types.RestShortIdCrateSongsDocument,
    "\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n": typeof types.RestUpdateCrateDocument,
    "\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": typeof types.RestDeleteCrateDocument,
    "\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n": typeof types.RestAddCrateSongsDocument,
    "\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n": typeof types.RestRemoveCrateSongDocument,
    "\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n": typeof types.RestMoveCrateSongDocument,
    "\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n": typeof types.RestShuffleCrateDocument,
    "\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n": typeof types.RestClearCrateDocument,
    "\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n": typeof types.RestSetCrateCurrentPositionDocument,
    "\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n": typeof types.RestReplaceQueueFromCrateDocument,
    "\n  fragment RestCustomField on CustomField {\n    id\n    userId\n    key\n    value\n    createdAt\n    updatedAt\n  }\n": typeof types.RestCustomFieldFragmentDoc,
    "\n  mutation RestSetCustomField($input: SetCustomFieldInput!) {\n    setCustomField(input: $input) { ...RestCustomField }\n  }\n": typeof types.RestSetCustomFieldDocument,
    "\n  mutation RestDeleteCustomField($input: DeleteCustomFieldInput!) {\n    deleteCustomField(input: $input) { ...RestCustomField }\n  }\n": typeof types.RestDeleteCustomFieldDocument,
    "\n  mutation RestReceiveCyaniteWebhook($input: CyaniteWebhookInput!) {\n    receiveCyaniteWebhook(input: $input) {\n      outcome\n      spotifyTrackId\n    }\n  }\n": typeof types.RestReceiveCyaniteWebhookDocument,
    "\n  fragment RestDevice on Device {\n    id\n    userId\n    devicePlatform\n    token\n    createdAt\n    updatedAt\n  }\n": typeof types.RestDeviceFragmentDoc,
    "\n  mutation RestRegisterDevice($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { ...RestDevice }\n  }\n": typeof types.RestRegisterDeviceDocument,
    "\n  mutation RestRemoveDevice($token: String!, $userId: ID) {\n    removeDevice(token: $token, userId: $userId) { ...RestDevice }\n  }\n": typeof types.RestRemoveDeviceDocument,
    "\n  query RestDevice($userId: ID!, $token: String!) {\n    device(userId: $userId, token: $token) { ...RestDevice }\n  }\n": typeof types.RestDeviceDocument,
    "\n  query RestDevices($userId: ID!) {\n    devices(userId: $userId) { ...RestDevice }\n  }\n": typeof types.RestDevicesDocument,
    "\n  fragment RestDjFan on DjFan {\n    id\n    djId\n    fanId\n    notify\n    createdAt\n  }\n": typeof types.RestDjFanFragmentDoc,
    "\n  mutation RestFollowDj($djId: ID!, $notify: Boolean!) {\n    followDj(djId: $djId, notify: $notify) { ...RestDjFan }\n  }\n": typeof types.RestFollowDjDocument,
    "\n  mutation RestUnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) { ...RestDjFan }\n  }\n": typeof types.RestUnfollowDjDocument,
    "\n  query RestMyDjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) { ...RestDjFan }\n  }\n": typeof types.RestMyDjFollowDocument,
    "\n  query RestDjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n": typeof types.RestDjFanCountDocument,
    "\n  query RestDjFans($djId: ID!, $skip: Int, $take: Int) {\n    djFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n": typeof types.RestDjFansDocument,
    "\n  query RestDjsFollowed($userId: ID, $skip: Int, $take: Int) {\n    djsFollowed(userId: $userId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n": typeof types.RestDjsFollowedDocument,
    "\n  query RestAdminDjFans($djId: ID!, $skip: Int, $take: Int) {\n    adminDjFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n": typeof types.RestAdminDjFansDocument,
    "\n  query RestMyFanDevices {\n    myFanDevices { id userId devicePlatform }\n  }\n": typeof types.RestMyFanDevicesDocument,
    "\n  mutation RestNotifyDjFans($djId: ID) {\n    notifyDjFans(djId: $djId) { notified }\n  }\n": typeof types.RestNotifyDjFansDocument,
    "\n  query RestEconomyGreeting {\n    economyGreeting\n  }\n": typeof types.RestEconomyGreetingDocument,
    "\n  mutation RestSentryTesting {\n    raiseSentryTestError\n  }\n": typeof types.RestSentryTestingDocument,
    "\n  fragment RestUserEmail on UserEmail {\n    id userId email type status verifiedAt deletedAt codeSentAt createdBy createdAt updatedAt\n  }\n": typeof types.RestUserEmailFragmentDoc,
    "\n  fragment RestPasswordSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": typeof types.RestPasswordSessionFragmentDoc,
    "\n  query RestEmails($userId: ID, $includeDeleted: Boolean) {\n    emails(userId: $userId, includeDeleted: $includeDeleted) { ...RestUserEmail }\n  }\n": typeof types.RestEmailsDocument,
    "\n  mutation RestAddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...RestUserEmail }\n  }\n": typeof types.RestAddEmailDocument,
    "\n  mutation RestDeleteEmail($id: ID!) {\n    deleteEmail(id: $id) { ...RestUserEmail }\n  }\n": typeof types.RestDeleteEmailDocument,
    "\n  mutation RestVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n": typeof types.RestVerifyEmailDocument,
    "\n  mutation RestConfirmEmail($input: VerifyEmailInput!) {\n    confirmEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n": typeof types.RestConfirmEmailDocument,
    "\n  mutation RestSendVerificationEmail($input: EmailTargetInput) {\n    sendVerificationEmail(input: $input) { nextResendAt email { ...RestUserEmail } }\n  }\n": typeof types.RestSendVerificationEmailDocument,
    "\n  mutation RestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { ...RestPasswordSession }\n  }\n": typeof types.RestChangePasswordDocument,
    "\n  mutation RestForgotPassword($email: String!) {\n    forgotPassword(email: $email) { message }\n  }\n": typeof types.RestForgotPasswordDocument,
    "\n  mutation RestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { ...RestPasswordSession }\n  }\n": typeof types.RestResetPasswordDocument,
    "\n  mutation RestSetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) { ...RestPasswordSession }\n  }\n": typeof types.RestSetPasswordDocument,
    "\n  mutation RestAdminSetPassword($input: AdminSetPasswordInput!) {\n    adminSetPassword(input: $input) { userId revokedRefreshTokens }\n  }\n": typeof types.RestAdminSetPasswordDocument,
    "\n  fragment RestEvent on Event {\n    id\n    slug\n    title\n    description\n    roomId\n    communityId\n    startsAt\n    endsAt\n    createdBy\n    interestedCount\n    createdAt\n    updatedAt\n  }\n": typeof types.RestEventFragmentDoc,
    "\n  query RestEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    events(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n": typeof types.RestEventsDocument,
    "\n  query RestUpcomingEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    upcomingEvents(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n": typeof types.RestUpcomingEventsDocument,
    "\n  query RestEvent($id: ID!) {\n    event(id: $id) { ...RestEvent }\n  }\n": typeof types.RestEventDocument,
    "\n  query RestEventBySlug($slug: String!) {\n    eventBySlug(slug: $slug) { ...RestEvent }\n  }\n": typeof types.RestEventBySlugDocument,
    "\n  mutation RestCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { ...RestEvent }\n  }\n": typeof types.RestCreateEventDocument,
    "\n  mutation RestUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { ...RestEvent }\n  }\n": typeof types.RestUpdateEventDocument,
    "\n  mutation RestDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { ...RestEvent }\n  }\n": typeof types.RestDeleteEventDocument,
    "\n  query RestAllEvents($query: ListQueryInput) {\n    allEvents(query: $query) { data { ...RestEvent } count total page pageCount }\n  }\n": typeof types.RestAllEventsDocument,
    "\n  query RestAdminEvent($id: ID!) {\n    adminEvent(id: $id) { ...RestEvent }\n  }\n": typeof types.RestAdminEventDocument,
    "\n  mutation RestExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) { provider playlistId url trackCount skipped }\n  }\n": typeof types.RestExportCrateDocument,
    "\n  fragment RestFriendInvitation on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    handledAt\n  }\n": typeof types.RestFriendInvitationFragmentDoc,
    "\n  fragment RestFriend on Friend {\n    id\n    userId\n    friendId\n    createdAt\n  }\n": typeof types.RestFriendFragmentDoc,
    "\n  mutation RestSendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) { ...RestFriendInvitation }\n  }\n": typeof types.RestSendFriendInvitationDocument,
    "\n  query RestFriendInvitation($id: ID!) {\n    friendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n": typeof types.RestFriendInvitationDocument,
    "\n  query RestFriendInvitationsForMe($query: ListQueryInput) {\n    friendInvitationsForMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n": typeof types.RestFriendInvitationsForMeDocument,
    "\n  query RestFriendInvitationsFromMe($query: ListQueryInput) {\n    friendInvitationsFromMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n": typeof types.RestFriendInvitationsFromMeDocument,
    "\n  mutation RestCancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n": typeof types.RestCancelFriendInvitationDocument,
    "\n  mutation RestHandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) { ...RestFriendInvitation }\n  }\n": typeof types.RestHandleFriendInvitationDocument,
    "\n  query RestFriendsUuids($userId: ID) {\n    friendsUuids(userId: $userId) { userId friendsUuids }\n  }\n": typeof types.RestFriendsUuidsDocument,
    "\n  query RestFriends($userId: ID, $query: ListQueryInput) {\n    friends(userId: $userId, query: $query) { total data { ...RestFriend } }\n  }\n": typeof types.RestFriendsDocument,
    "\n  query RestFriend($id: ID!) {\n    friend(id: $id) { ...RestFriend }\n  }\n": typeof types.RestFriendDocument,
    "\n  mutation RestRemoveFriend($id: ID!) {\n    removeFriend(id: $id) { ...RestFriend }\n  }\n": typeof types.RestRemoveFriendDocument,
    "\n  query RestGeolocate($ip: String) {\n    geolocate(ip: $ip) {\n      ip\n      country\n      region\n      source\n      database\n    }\n  }\n": typeof types.RestGeolocateDocument,
    "\n  query RestRoomServiceStatus {\n    roomServiceStatus { service version status database uptimeSeconds time }\n  }\n": typeof types.RestRoomServiceStatusDocument,
    "\n  query RestPlaylistServiceStatus {\n    playlistServiceStatus { service version status database uptimeSeconds time }\n  }\n": typeof types.RestPlaylistServiceStatusDocument,
    "\n  fragment RestModerationAction on ModerationAction {\n    id\n    actionType\n    actorId\n    targetUserId\n    roomId\n    previousRole\n    role\n    reason\n    revision\n    createdAt\n    updatedAt\n    updatedBy\n    recordedBy\n    deletedAt\n    deletedBy\n  }\n": typeof types.RestModerationActionFragmentDoc,
    "\n  query RestModerationActions($query: ListQueryInput) {\n    moderationActions(query: $query) { data { ...RestModerationAction } count total page pageCount }\n  }\n": typeof types.RestModerationActionsDocument,
    "\n  query RestModerationAction($id: ID!) {\n    moderationAction(id: $id) {\n      ...RestModerationAction\n      revisions { revision actionType actorId targetUserId roomId previousRole role reason validFrom change changedBy changedAt }\n    }\n  }\n": typeof types.RestModerationActionDocument,
    "\n  mutation RestCreateModerationAction($input: ModerationActionInput!) {\n    createModerationAction(input: $input) { ...RestModerationAction }\n  }\n": typeof types.RestCreateModerationActionDocument,
    "\n  mutation RestCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) { ...RestModerationAction }\n  }\n": typeof types.RestCreateModerationActionsDocument,
    "\n  mutation RestUpdateModerationAction($id: ID!, $input: ModerationActionChangeInput!) {\n    updateModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n": typeof types.RestUpdateModerationActionDocument,
    "\n  mutation RestReplaceModerationAction($id: ID!, $input: ModerationActionInput!) {\n    replaceModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n": typeof types.RestReplaceModerationActionDocument,
    "\n  mutation RestDeleteModerationAction($id: ID!) {\n    deleteModerationAction(id: $id) { ...RestModerationAction }\n  }\n": typeof types.RestDeleteModerationActionDocument,
    "\n  fragment RestAccountStanding on AccountStanding {\n    userId\n    banned\n    bannedAt\n    bannedUntil\n    banReason\n    deactivated\n    deactivatedAt\n    tokensRevokedAt\n  }\n": typeof types.RestAccountStandingFragmentDoc,
    "\n  fragment RestDeactivationRequest on DeactivationRequest {\n    userId\n    reason\n    status\n    requestedAt\n    resolvedBy\n    resolvedAt\n  }\n": typeof types.RestDeactivationRequestFragmentDoc,
    "\n  mutation RestKickUser($userId: ID!, $reason: String) {\n    kickUser(userId: $userId, reason: $reason) { ...RestAccountStanding }\n  }\n": typeof types.RestKickUserDocument,
    "\n  mutation RestBanUser($input: BanUserInput!) {\n    banUser(input: $input) { ...RestAccountStanding }\n  }\n": typeof types.RestBanUserDocument,
    "\n  mutation RestTemporarilyBanUser($input: BanUserInput!) {\n    temporarilyBanUser(input: $input) { ...RestAccountStanding }\n  }\n": typeof types.RestTemporarilyBanUserDocument,
    "\n  mutation RestUnbanUser($userId: ID!) {\n    unbanUser(userId: $userId) { ...RestAccountStanding }\n  }\n": typeof types.RestUnbanUserDocument,
    "\n  mutation RestRequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) { ...RestDeactivationRequest }\n  }\n": typeof types.RestRequestDeactivationDocument,
    "\n  query RestPendingDeactivations($query: ListQueryInput) {\n    pendingDeactivations(query: $query) {\n      total\n      data { ...RestDeactivationRequest user { id displayName } }\n    }\n  }\n": typeof types.RestPendingDeactivationsDocument,
    "\n  mutation RestCancelDeactivationRequest($userId: ID!) {\n    cancelDeactivationRequest(userId: $userId) { ...RestDeactivationRequest }\n  }\n": typeof types.RestCancelDeactivationRequestDocument,
    "\n  mutation RestDeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n": typeof types.RestDeactivateUserDocument,
    "\n  mutation RestReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n": typeof types.RestReactivateUserDocument,
    "\n  mutation RestAddModerationComment($input: AddModerationCommentInput!) {\n    addModerationComment(input: $input) { id userId authorId comment createdAt author { id displayName } }\n  }\n": typeof types.RestAddModerationCommentDocument,
    "\n  query RestModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n": typeof types.RestModerationCommentsDocument,
    "\n  fragment RestMusicServiceToken on MusicServiceToken {\n    provider\n    accessToken\n    tokenType\n    expiresIn\n    expiresAt\n    scope\n  }\n": typeof types.RestMusicServiceTokenFragmentDoc,
    "\n  mutation RestExchangeMusicServiceCode($provider: MusicService!, $code: String, $state: String) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n": typeof types.RestExchangeMusicServiceCodeDocument,
    "\n  mutation RestRefreshMusicServiceToken($provider: MusicService!, $mobile: Boolean, $refreshToken: String) {\n    refreshMusicServiceToken(provider: $provider, mobile: $mobile, refreshToken: $refreshToken) { ...RestMusicServiceToken }\n  }\n": typeof types.RestRefreshMusicServiceTokenDocument,
    "\n  mutation RestUnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n": typeof types.RestUnlinkMusicServiceDocument,
    "\n  query RestMusicServiceAccessToken($userId: ID!, $provider: MusicService!, $mobile: Boolean) {\n    musicServiceAccessToken(userId: $userId, provider: $provider, mobile: $mobile) { ...RestMusicServiceToken }\n  }\n": typeof types.RestMusicServiceAccessTokenDocument,
    "\n  query RestSoundcloudPublicToken($mobile: Boolean) {\n    soundcloudPublicToken(mobile: $mobile) { ...RestMusicServiceToken }\n  }\n": typeof types.RestSoundcloudPublicTokenDocument,
    "\n  mutation RestStoreAppleUserToken($userToken: String) {\n    storeAppleUserToken(userToken: $userToken)\n  }\n": typeof types.RestStoreAppleUserTokenDocument,
    "\n  query RestAppleUserToken($userId: ID!) {\n    appleUserToken(userId: $userId) { userId userToken }\n  }\n": typeof types.RestAppleUserTokenDocument,
    "\n  mutation RestDiscordAuth($input: DiscordCredentialsInput!) {\n    discordAuth(input: $input) { ...RestSession }\n  }\n": typeof types.RestDiscordAuthDocument,
    "\n  mutation RestExchangeDiscordCode($code: String, $state: String) {\n    exchangeDiscordCode(code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n": typeof types.RestExchangeDiscordCodeDocument,
    "\n  mutation RestLinkDiscord($input: DiscordCredentialsInput!) {\n    linkDiscord(input: $input) { discordId username }\n  }\n": typeof types.RestLinkDiscordDocument,
    "\n  mutation RestSendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) { notified }\n  }\n": typeof types.RestSendNotificationDocument,
    "\n  query RestMyNotifications($limit: Int) {\n    myNotifications(limit: $limit) { id kind title body data senderId createdAt }\n  }\n": typeof types.RestMyNotificationsDocument,
    "\n  mutation RestRegisterWebPush($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { id userId devicePlatform token createdAt updatedAt }\n  }\n": typeof types.RestRegisterWebPushDocument,
    "\n  fragment RestPlanSubscription on PlanSubscription {\n    id\n    userId\n    level: planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    country\n    priceId\n    productId\n    createdAt\n    updatedAt\n  }\n": typeof types.RestPlanSubscriptionFragmentDoc,
    "\n  query RestSubscriptionCount($startDate: DateTimeISO, $endDate: DateTimeISO, $region: String, $level: String) {\n    subscriptionCount(startDate: $startDate, endDate: $endDate, region: $region, level: $level)\n  }\n": typeof types.RestSubscriptionCountDocument,
    "\n  query RestMySubscription {\n    mySubscription { ...RestPlanSubscription }\n  }\n": typeof types.RestMySubscriptionDocument,
    "\n  query RestUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { ...RestPlanSubscription }\n  }\n": typeof types.RestUserSubscriptionDocument,
    "\n  mutation RestStartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) { id url }\n  }\n": typeof types.RestStartSubscriptionCheckoutDocument,
    "\n  mutation RestOpenSubscriptionPortal {\n    openSubscriptionPortal { url }\n  }\n": typeof types.RestOpenSubscriptionPortalDocument,
    "\n  query RestSubscriptionProducts {\n    subscriptionProducts {\n      priceId\n      productId\n      name\n      description\n      kind\n      level\n      monthlyTokens\n      tokens\n      unitAmount\n      currency\n      interval\n      intervalCount\n    }\n  }\n": typeof types.RestSubscriptionProductsDocument,
    "\n  mutation RestReceivePaymentWebhook($input: PaymentWebhookInput!) {\n    receivePaymentWebhook(input: $input) { outcome eventId type }\n  }\n": typeof types.RestReceivePaymentWebhookDocument,
    "\n  fragment RestPhoneValidation on PhoneValidation {\n    id\n    userId\n    phone\n    e164\n    country\n    type\n    status\n    whitelisted\n    createdAt\n  }\n": typeof types.RestPhoneValidationFragmentDoc,
    "\n  fragment RestPhoneWhitelistEntry on PhoneWhitelistEntry {\n    id\n    phone\n    note\n    createdBy\n    createdAt\n  }\n": typeof types.RestPhoneWhitelistEntryFragmentDoc,
    "\n  mutation RestValidatePhone($phone: String!) {\n    validatePhone(phone: $phone) { ...RestPhoneValidation }\n  }\n": typeof types.RestValidatePhoneDocument,
    "\n  query RestPhoneValidationRecents($all: Boolean, $query: ListQueryInput) {\n    phoneValidationRecents(all: $all, query: $query) { total data { ...RestPhoneValidation } }\n  }\n": typeof types.RestPhoneValidationRecentsDocument,
    "\n  mutation RestClearPhoneValidationRecents($all: Boolean) {\n    clearPhoneValidationRecents(all: $all)\n  }\n": typeof types.RestClearPhoneValidationRecentsDocument,
    "\n  query RestPhoneFraudConstants {\n    phoneFraudConstants { maxCodesPerNumber maxCodesPerIp maxCodesPerPrefix prefixDigits windowSeconds ipWindowSeconds prefixWindowSeconds codeTtlSeconds maxCodeAttempts }\n  }\n": typeof types.RestPhoneFraudConstantsDocument,
    "\n  query RestPhoneWhitelist($query: ListQueryInput) {\n    phoneWhitelist(query: $query) { total data { ...RestPhoneWhitelistEntry } }\n  }\n": typeof types.RestPhoneWhitelistDocument,
    "\n  query RestPhoneWhitelistEntry($id: ID!) {\n    phoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n": typeof types.RestPhoneWhitelistEntryDocument,
    "\n  mutation RestAddPhoneToWhitelist($phone: String!, $note: String) {\n    addPhoneToWhitelist(phone: $phone, note: $note) { ...RestPhoneWhitelistEntry }\n  }\n": typeof types.RestAddPhoneToWhitelistDocument,
    "\n  mutation RestRemovePhoneWhitelistEntry($id: ID!) {\n    removePhoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n": typeof types.RestRemovePhoneWhitelistEntryDocument,
    "\n  mutation RestRemovePhoneFromWhitelist($phone: String!) {\n    removePhoneFromWhitelist(phone: $phone) { ...RestPhoneWhitelistEntry }\n  }\n": typeof types.RestRemovePhoneFromWhitelistDocument,
    "\n  mutation RestRecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n      kind\n      playId\n      listenerId\n      listenerType\n      roomSlug\n      roomOwnerId\n      djId\n      songId\n      startedAt\n      updatedAt\n      volumeStart\n      volumeEnd\n      secondsPlayed\n      deviceData\n      userProvider\n      subscriptionLevel\n      recordedAt\n    }\n  }\n": typeof types.RestRecordPlaybackEventDocument,
    "\n  fragment RestRankingStatus on RankingStatus {\n    id\n    userUuid\n    seasonId\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.RestRankingStatusFragmentDoc,
    "\n  fragment RestLifetimeRankingStatus on LifetimeRankingStatus {\n    id\n    userUuid\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.RestLifetimeRankingStatusFragmentDoc,
    "\n  fragment RestSeasonRanking on SeasonRanking {\n    season { id seasonName seasonStart seasonEnd }\n    data { ...RestRankingStatus user { id displayName } }\n    total\n    take\n    skip\n  }\n": typeof types.RestSeasonRankingFragmentDoc,
    "\n  fragment RestPointEvent on PointEvent {\n    id\n    eventId\n    source\n    occurredAt\n    seasonId\n    actorId\n    reason\n    createdAt\n    applied\n    entries { userUuid seasonId points rules { rule points } }\n  }\n": typeof types.RestPointEventFragmentDoc,
    "\n  mutation RestAdjustPoints($input: AdminPointsInput!) {\n    adjustPoints(input: $input) { ...RestPointEvent }\n  }\n": typeof types.RestAdjustPointsDocument,
    "\n  mutation RestAddServicePoints($input: ServicePointsInput!) {\n    addServicePoints(input: $input) { ...RestPointEvent }\n  }\n": typeof types.RestAddServicePointsDocument,
    "\n  query RestRankingStatuses($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) { ...RestRankingStatus season { id seasonName seasonStart seasonEnd } }\n  }\n": typeof types.RestRankingStatusesDocument,
    "\n  query RestLifetimeRankingStatusOf($userUuid: ID!) {\n    lifetimeRankingStatusOf(userUuid: $userUuid) { ...RestLifetimeRankingStatus }\n  }\n": typeof types.RestLifetimeRankingStatusOfDocument,
    "\n  query RestCurrentRankingStatus($userUuid: ID) {\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season { id seasonName seasonStart seasonEnd }\n      rankingStatus { ...RestRankingStatus }\n    }\n  }\n": typeof types.RestCurrentRankingStatusDocument,
    "\n  query RestSeasonRanking($take: Int, $skip: Int) {\n    seasonRanking(take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": typeof types.RestSeasonRankingDocument,
    "\n  query RestSeasonRankingByName($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": typeof types.RestSeasonRankingByNameDocument,
    "\n  query RestNextSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    nextSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": typeof types.RestNextSeasonRankingDocument,
    "\n  query RestPreviousSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    previousSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": typeof types.RestPreviousSeasonRankingDocument,
    "\n  query RestAllSeasonsRanking($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) { data { ...RestLifetimeRankingStatus user { id displayName } } total take skip }\n  }\n": typeof types.RestAllSeasonsRankingDocument,
    "\n  query RestAllRankingStatuses($query: ListQueryInput) {\n    allRankingStatuses(query: $query) { data { ...RestRankingStatus } count total page pageCount }\n  }\n": typeof types.RestAllRankingStatusesDocument,
    "\n  query RestRankingStatus($id: ID!) {\n    rankingStatus(id: $id) { ...RestRankingStatus }\n  }\n": typeof types.RestRankingStatusDocument,
    "\n  query RestAllLifetimeRankingStatuses($query: ListQueryInput) {\n    allLifetimeRankingStatuses(query: $query) { data { ...RestLifetimeRankingStatus } count total page pageCount }\n  }\n": typeof types.RestAllLifetimeRankingStatusesDocument,
    "\n  query RestLifetimeRankingStatus($id: ID!) {\n    lifetimeRankingStatus(id: $id) { ...RestLifetimeRankingStatus }\n  }\n": typeof types.RestLifetimeRankingStatusDocument,
    "\n  fragment RestProfileImage on ProfileImage {\n    id\n    kind\n    sizes { size width height url }\n  }\n": typeof types.RestProfileImageFragmentDoc,
    "\n  fragment RestProfile on User {\n    id\n    displayName\n    avatarId\n    bio\n    location\n    pronouns\n    website\n    socials { instagram twitter tiktok soundcloud youtube website }\n    socialLinks { network value url }\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    badges { badge label awardedAt }\n    roles\n    createdAt\n    updatedAt\n  }\n": typeof types.RestProfileFragmentDoc,
    "\n  fragment RestProfileDocument on ProfileDocument {\n    id\n    slug\n    path\n    displayName\n    description\n    location\n    avatarId\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    socialLinks { network value url }\n    createdAt\n    updatedAt\n  }\n": typeof types.RestProfileDocumentFragmentDoc,
    "\n  query RestMyProfile {\n    me { ...RestProfile email }\n  }\n": typeof types.RestMyProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...RestProfile email }\n  }\n": typeof types.RestUpdateProfileDocument,
    "\n  query RestMyUserData {\n    myUserData\n  }\n": typeof types.RestMyUserDataDocument,
    "\n  mutation RestSetMyUserData($data: JSON!) {\n    setMyUserData(data: $data)\n  }\n": typeof types.RestSetMyUserDataDocument,
    "\n  query RestPublicProfile($id: ID!) {\n    publicProfile(id: $id) { ...RestProfile email }\n  }\n": typeof types.RestPublicProfileDocument,
    "\n  query RestServiceProfile($id: ID!) {\n    serviceProfile(id: $id) { ...RestProfile email capabilities }\n  }\n": typeof types.RestServiceProfileDocument,
    "\n  query RestProfiles($ids: [ID!]!) {\n    profiles(ids: $ids) { ...RestProfile }\n  }\n": typeof types.RestProfilesDocument,
    "\n  mutation RestUpdateUserSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) { ...RestProfile email }\n  }\n": typeof types.RestUpdateUserSocialsDocument,
    "\n  mutation RestAdminUpdateProfile($userId: ID!, $input: UpdateProfileInput, $socials: UserSocialsInput) {\n    adminUpdateProfile(userId: $userId, input: $input, socials: $socials) { ...RestProfile email }\n  }\n": typeof types.RestAdminUpdateProfileDocument,
    "\n  query RestProfileDocuments($take: Int, $skip: Int) {\n    profileDocuments(take: $take, skip: $skip) { total data { ...RestProfileDocument } }\n  }\n": typeof types.RestProfileDocumentsDocument,
    "\n  query RestUpdatedProfileDocuments($take: Int, $skip: Int, $since: DateTimeISO) {\n    updatedProfileDocuments(take: $take, skip: $skip, since: $since) { total data { ...RestProfileDocument } }\n  }\n": typeof types.RestUpdatedProfileDocumentsDocument,
    "\n  query RestProfileDocument($id: ID!) {\n    profileDocument(id: $id) { ...RestProfileDocument }\n  }\n": typeof types.RestProfileDocumentDocument,
    "\n  query RestProfileImageFile($id: ID!, $size: Int) {\n    profileImageFile(id: $id, size: $size) { storageKey contentType }\n  }\n": typeof types.RestProfileImageFileDocument,
    "\n  mutation RestDeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) { id kind userId }\n  }\n": typeof types.RestDeleteProfileImageDocument,
    "\n  mutation RestBeginProfileImageUpload {\n    beginProfileImageUpload { stagingKey maxBytes }\n  }\n": typeof types.RestBeginProfileImageUploadDocument,
    "\n  mutation RestRegisterProfileImageUpload($image: String!, $stagingKey: String!) {\n    registerProfileImageUpload(image: $image, stagingKey: $stagingKey) { ...RestProfile email }\n  }\n": typeof types.RestRegisterProfileImageUploadDocument,
    "\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n": typeof types.RestSongPlayFragmentDoc,
    "\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n": typeof types.RestRecentSongsDocument,
    "\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n": typeof types.RestRecordSongPlayDocument,
    "\n  fragment RestAdminUser on User {\n    id email phone displayName avatarId roles capabilities badges { badge label awardedAt } createdAt\n  }\n": typeof types.RestAdminUserFragmentDoc,
    "\n  mutation RestGrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) { id roles }\n  }\n": typeof types.RestGrantRoleDocument,
    "\n  mutation RestRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) { id roles }\n  }\n": typeof types.RestRemoveRoleDocument,
    "\n  mutation RestChangeBadges($userId: ID!, $badges: [String!]!) {\n    changeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n": typeof types.RestChangeBadgesDocument,
    "\n  mutation RestAddBadges($userId: ID!, $badges: [String!]!) {\n    addBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n": typeof types.RestAddBadgesDocument,
    "\n  mutation RestRemoveBadges($userId: ID!, $badges: [String!]!) {\n    removeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n": typeof types.RestRemoveBadgesDocument,
    "\n  mutation RestAdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) { ...RestAdminUser }\n  }\n": typeof types.RestAdminSignUpDocument,
    "\n  query RestAdminUsers($query: ListQueryInput) {\n    allUsers(query: $query) { data { ...RestAdminUser } count total page pageCount }\n  }\n": typeof types.RestAdminUsersDocument,
    "\n  query RestAdminUserById($id: ID!) {\n    adminUser(id: $id) { ...RestAdminUser }\n  }\n": typeof types.RestAdminUserByIdDocument,
    "\n  mutation RestJoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      myRoomRoles\n      serverTime\n      heartbeatSeconds\n      room { id slug name description type design djType numberOfDjs }\n      state { roomId seq document serverTime }\n    }\n  }\n": typeof types.RestJoinRoomDocument,
    "\n  query RestRoomState($roomId: ID!) {\n    roomState(roomId: $roomId) { roomId seq document serverTime }\n  }\n": typeof types.RestRoomStateDocument,
    "\n  query RestRoomPlayedSeconds($roomId: ID) {\n    roomPlayedSeconds(roomId: $roomId)\n  }\n": typeof types.RestRoomPlayedSecondsDocument,
    "\n  fragment RestRoomUserRoles on RoomUserRoles {\n    roomId\n    userId\n    roles\n    grants { role expirationTime grantedBy createdAt }\n  }\n": typeof types.RestRoomUserRolesFragmentDoc,
    "\n  fragment RestRoomModerationEvent on RoomModerationEvent {\n    id\n    roomId\n    actorId\n    targetUserId\n    actionType\n    previousRole\n    role\n    reason\n    expirationTime\n    createdAt\n  }\n": typeof types.RestRoomModerationEventFragmentDoc,
    "\n  query RestRoomUserRoles($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) { ...RestRoomUserRoles }\n  }\n": typeof types.RestRoomUserRolesDocument,
    "\n  query RestRoomUserRole($roomId: ID!, $userId: ID!) {\n    roomUserRole(roomId: $roomId, userId: $userId) { ...RestRoomUserRoles }\n  }\n": typeof types.RestRoomUserRoleDocument,
    "\n  mutation RestGrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n": typeof types.RestGrantRoomRoleDocument,
    "\n  mutation RestRemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n": typeof types.RestRemoveRoomRoleDocument,
    "\n  mutation RestKickUserFromRoom($input: KickUserFromRoomInput!) {\n    kickUserFromRoom(input: $input) { ...RestRoomModerationEvent }\n  }\n": typeof types.RestKickUserFromRoomDocument,
    "\n  mutation RestChangeRoomOwner($roomId: ID!, $userId: ID!, $reason: String) {\n    changeRoomOwner(roomId: $roomId, userId: $userId, reason: $reason) { previousOwnerId ownerId room { id slug } }\n  }\n": typeof types.RestChangeRoomOwnerDocument,
    "\n  mutation RestRemoveUsersFromDancefloor($roomId: ID!, $userIds: [ID!]!, $reason: String) {\n    removeUsersFromDancefloor(roomId: $roomId, userIds: $userIds, reason: $reason) { roomId userIds }\n  }\n": typeof types.RestRemoveUsersFromDancefloorDocument,
    "\n  query RestRoomChatStanding($roomId: ID!) {\n    roomChatStanding(roomId: $roomId) { roomId userId roles canPost chatDisabledUntil canModerate }\n  }\n": typeof types.RestRoomChatStandingDocument,
    "\n  mutation RestDeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n": typeof types.RestDeleteRoomConversationDocument,
    "\n  query RestDiscordGuildRooms($guild: String!) {\n    discordGuildRooms(guild: $guild) { ...RestRoom }\n  }\n": typeof types.RestDiscordGuildRoomsDocument,
    "\n  mutation RestOpenDiscordGuildRoom($guild: String!) {\n    openDiscordGuildRoom(guild: $guild) { ...RestRoom }\n  }\n": typeof types.RestOpenDiscordGuildRoomDocument,
    "\n  mutation RestUpdateUserRooms($userId: ID!, $input: UserRoomsChangesInput!) {\n    updateUserRooms(userId: $userId, input: $input) { ...RestRoom }\n  }\n": typeof types.RestUpdateUserRoomsDocument,
    "\n  mutation RestDeleteUserRooms($userId: ID!) {\n    deleteUserRooms(userId: $userId) { ...RestRoom }\n  }\n": typeof types.RestDeleteUserRoomsDocument,
    "\n  fragment RestDj on Dj {\n    id\n    plays\n    rooms\n    upVotes\n    downVotes\n    firstPlayedAt\n    lastPlayedAt\n    lastRoomId\n    createdAt\n  }\n": typeof types.RestDjFragmentDoc,
    "\n  query RestAdminDjs($query: ListQueryInput) {\n    allDjs(query: $query) { data { ...RestDj } count total page pageCount }\n  }\n": typeof types.RestAdminDjsDocument,
    "\n  query RestAdminDj($id: ID!) {\n    adminDj(id: $id) { ...RestDj }\n  }\n": typeof types.RestAdminDjDocument,
    "\n  query RestSongMetadata($link: String, $isrc: String) {\n    songMetadata(link: $link, isrc: $isrc) {\n      id\n      shortId\n      trackName\n      artistName\n      albumName\n      releaseYear\n      genre\n      duration\n      isrc\n      explicit\n      status\n      musicProviders { provider id }\n      thumbnails { provider url }\n      links\n      previews\n    }\n  }\n": typeof types.RestSongMetadataDocument,
    "\n  fragment RestRoom on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    ownerId\n    hasPassword\n    posterUrl\n    externalUrl\n    pinnedMessages { messageId text pinnedBy pinnedAt }\n    promoted\n    promotedProviders\n    promotedAt\n    liveState\n    liveAudio\n    createdAt\n    updatedAt\n  }\n": typeof types.RestRoomFragmentDoc,
    "\n  query RestRoomByRef($ref: String!) {\n    roomByRef(ref: $ref) { ...RestRoom }\n  }\n": typeof types.RestRoomByRefDocument,
    "\n  query RestPublicRooms($limit: Int, $offset: Int) {\n    publicRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": typeof types.RestPublicRoomsDocument,
    "\n  query RestPromotedRooms($providers: [String!]) {\n    promotedRooms(providers: $providers) { ...RestRoom }\n  }\n": typeof types.RestPromotedRoomsDocument,
    "\n  query RestPrivateRoomCount {\n    privateRoomCount\n  }\n": typeof types.RestPrivateRoomCountDocument,
    "\n  query RestMyRooms($limit: Int, $offset: Int) {\n    myRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": typeof types.RestMyRoomsDocument,
    "\n  query RestOwnedRooms($limit: Int, $offset: Int) {\n    ownedRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": typeof types.RestOwnedRoomsDocument,
    "\n  query RestRoomsByRefs($refs: [String!]!) {\n    roomsByRefs(refs: $refs) { ...RestRoom }\n  }\n": typeof types.RestRoomsByRefsDocument,
    "\n  query RestUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    userRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": typeof types.RestUserRoomsDocument,
    "\n  query RestServiceUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": typeof types.RestServiceUserRoomsDocument,
    "\n  query RestServiceRooms($take: Int, $skip: Int) {\n    serviceRooms(take: $take, skip: $skip) { ...RestRoom }\n  }\n": typeof types.RestServiceRoomsDocument,
    "\n  query RestServiceRoom($id: ID!) {\n    serviceRoom(id: $id) { ...RestRoom }\n  }\n": typeof types.RestServiceRoomDocument,
    "\n  query RestRoomsByPassword($password: String!) {\n    roomsByPassword(password: $password) { ...RestRoom }\n  }\n": typeof types.RestRoomsByPasswordDocument,
    "\n  query RestRecentRooms {\n    recentRooms { ...RestRoom }\n  }\n": typeof types.RestRecentRoomsDocument,
    "\n  mutation RestRecordRoomVisit($room: String!) {\n    recordRoomVisit(room: $room) { ...RestRoom }\n  }\n": typeof types.RestRecordRoomVisitDocument,
    "\n  mutation RestCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) { ...RestRoom }\n  }\n": typeof types.RestCreateRoomDocument,
    "\n  mutation RestUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n": typeof types.RestUpdateRoomDocument,
    "\n  mutation RestDeleteRoom($id: ID!) {\n    deleteRoom(id: $id) { id slug }\n  }\n": typeof types.RestDeleteRoomDocument,
    "\n  mutation RestPromoteRoom($id: ID!, $promoted: Boolean!, $providers: [String!]) {\n    promoteRoom(id: $id, promoted: $promoted, providers: $providers) { ...RestRoom }\n  }\n": typeof types.RestPromoteRoomDocument,
    "\n  mutation RestSetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) { ...RestRoom }\n  }\n": typeof types.RestSetRoomPinnedMessagesDocument,
    "\n  mutation RestSetRoomExternalUrl($id: ID!, $url: String) {\n    setRoomExternalUrl(id: $id, url: $url) { ...RestRoom }\n  }\n": typeof types.RestSetRoomExternalUrlDocument,
    "\n  mutation RestSetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) { ...RestRoom }\n  }\n": typeof types.RestSetRoomPosterUrlDocument,
    "\n  mutation RestRemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) { ...RestRoom }\n  }\n": typeof types.RestRemoveRoomPosterDocument,
    "\n  mutation RestBeginRoomPosterUpload($id: ID!) {\n    beginRoomPosterUpload(id: $id) { stagingKey maxBytes }\n  }\n": typeof types.RestBeginRoomPosterUploadDocument,
    "\n  mutation RestRegisterRoomPosterUpload($id: ID!, $stagingKey: String!) {\n    registerRoomPosterUpload(id: $id, stagingKey: $stagingKey) { ...RestRoom }\n  }\n": typeof types.RestRegisterRoomPosterUploadDocument,
    "\n  query RestRoomPosterFile($roomId: ID!, $file: String!) {\n    roomPosterFile(roomId: $roomId, file: $file) { storageKey contentType }\n  }\n": typeof types.RestRoomPosterFileDocument,
    "\n  query RestAdminRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { data { ...RestRoom } count total page pageCount }\n  }\n": typeof types.RestAdminRoomsDocument,
    "\n  query RestAdminRoom($id: ID!) {\n    adminRoom(id: $id) { ...RestRoom }\n  }\n": typeof types.RestAdminRoomDocument,
    "\n  mutation RestAdminUpdateRoom($id: ID!, $input: AdminUpdateRoomInput!) {\n    adminUpdateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n": typeof types.RestAdminUpdateRoomDocument,
    "\n  mutation RestSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n": typeof types.RestSetGuestPasswordDocument,
    "\n  mutation RestClearGuestPassword {\n    clearGuestPassword\n  }\n": typeof types.RestClearGuestPasswordDocument,
    "\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n": typeof types.RestSearchDocument,
    "\n  fragment RestSeason on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n    createdAt\n    updatedAt\n  }\n": typeof types.RestSeasonFragmentDoc,
    "\n  mutation RestCreateSeason($input: CreateSeasonInput!) {\n    createSeason(input: $input) { ...RestSeason }\n  }\n": typeof types.RestCreateSeasonDocument,
    "\n  mutation RestUpdateSeason($id: ID!, $input: UpdateSeasonInput!) {\n    updateSeason(id: $id, input: $input) { ...RestSeason }\n  }\n": typeof types.RestUpdateSeasonDocument,
    "\n  mutation RestDeleteSeason($id: ID!) {\n    deleteSeason(id: $id) { ...RestSeason }\n  }\n": typeof types.RestDeleteSeasonDocument,
    "\n  query RestAllSeasons($query: ListQueryInput) {\n    allSeasons(query: $query) { data { ...RestSeason } count total page pageCount }\n  }\n": typeof types.RestAllSeasonsDocument,
    "\n  query RestSeason($id: ID!) {\n    season(id: $id) { ...RestSeason }\n  }\n": typeof types.RestSeasonDocument,
    "\n  query RestCurrentSeason {\n    currentSeason { ...RestSeason }\n  }\n": typeof types.RestCurrentSeasonDocument,
    "\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n": typeof types.RestArtistFragmentDoc,
    "\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n": typeof types.RestAlbumFragmentDoc,
    "\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    playable\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n": typeof types.RestSongFragmentDoc,
    "\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": typeof types.RestSongsDocument,
    "\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n": typeof types.RestSongByIdDocument,
    "\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n": typeof types.RestPublicSongsDocument,
    "\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": typeof types.RestMySongsDocument,
    "\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n": typeof types.RestUpdateSongDocument,
    "\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n": typeof types.RestDeleteSongDocument,
    "\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n": typeof types.RestAlbumsDocument,
    "\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n": typeof types.RestAlbumSongsDocument,
    "\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n": typeof types.RestSongsOnAlbumsDocument,
    "\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n": typeof types.RestSongByShortIdDocument,
    "\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n": typeof types.RestArtistsDocument,
    "\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n": typeof types.RestAlbumsByArtistsDocument,
    "\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n": typeof types.RestArtistAlbumsDocument,
    "\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n": typeof types.RestSongByLinkDocument,
    "\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": typeof types.RestSongByProviderIdDocument,
    "\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n": typeof types.RestSongProviderIdsDocument,
    "\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": typeof types.RestSongByProviderIdForServiceDocument,
    "\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n": typeof types.RestSongStreamDocument,
    "\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n": typeof types.RestSongPreviewDocument,
    "\n  fragment RestSongLinkMigration on SongLinkMigration {\n    id\n    status\n    scanned\n    updated\n    providerIdsNormalised\n    conflicts\n    error\n    createdAt\n    startedAt\n    finishedAt\n  }\n": typeof types.RestSongLinkMigrationFragmentDoc,
    "\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { ...RestSongLinkMigration }\n  }\n": typeof types.RestMigrateSongLinksDocument,
    "\n  query RestSongLinkMigration($id: ID!) {\n    songLinkMigration(id: $id) { ...RestSongLinkMigration }\n  }\n": typeof types.RestSongLinkMigrationDocument,
    "\n  fragment RestTokenAccount on TokenAccount {\n    id\n    balance\n    heldBalance\n    status\n    createdAt\n    updatedAt\n    user { id }\n  }\n": typeof types.RestTokenAccountFragmentDoc,
    "\n  mutation RestOpenTokenAccount {\n    openTokenAccount { ...RestTokenAccount }\n  }\n": typeof types.RestOpenTokenAccountDocument,
    "\n  query RestMyTokenAccount {\n    myTokenAccount { ...RestTokenAccount }\n  }\n": typeof types.RestMyTokenAccountDocument,
    "\n  query RestTokenAccount($id: ID!) {\n    tokenAccount(id: $id) { ...RestTokenAccount }\n  }\n": typeof types.RestTokenAccountDocument,
    "\n  mutation RestCommitTokenHold($input: CommitTokenHoldInput!) {\n    commitTokenHold(input: $input) { id accountId type amount holdId createdAt account { balance heldBalance updatedAt } }\n  }\n": typeof types.RestCommitTokenHoldDocument,
    "\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n": typeof types.RestImportTrackDocument,
    "\n  fragment RestUploadedSong on Song {\n    id\n    status\n    playable\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n": typeof types.RestUploadedSongFragmentDoc,
    "\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n": typeof types.RestBeginSongUploadDocument,
    "\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n": typeof types.RestRegisterSongUploadDocument,
    "\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n": typeof types.RestTranscoderResultDocument,
    "\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n": typeof types.RestSongHlsPlaylistDocument,
    "\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n": typeof types.RestSongHlsKeyDocument,
    "\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n": typeof types.RestSongHlsSegmentDocument,
    "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": typeof types.RestSessionFragmentDoc,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n": typeof types.RestSignUpDocument,
    "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n": typeof types.RestLoginDocument,
    "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n": typeof types.RestGuestTokenDocument,
    "\n  query RestCurrentSession {\n    currentSession { tokenType userId roles capabilities user { id email displayName roles createdAt } }\n  }\n": typeof types.RestCurrentSessionDocument,
    "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n": typeof types.RestAuthPublicKeyDocument,
    "\n  query RestMyCapabilities {\n    myCapabilities\n  }\n": typeof types.RestMyCapabilitiesDocument,
    "\n  mutation RestGrantCapability($userId: ID!, $capability: String!) {\n    grantCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n": typeof types.RestGrantCapabilityDocument,
    "\n  mutation RestRevokeCapability($userId: ID!, $capability: String!) {\n    revokeCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n": typeof types.RestRevokeCapabilityDocument,
    "\n  mutation RestCreateMagicLink($plan: String, $path: String) {\n    createMagicLink(plan: $plan, path: $path) { shortLivedToken url target expiresAt }\n  }\n": typeof types.RestCreateMagicLinkDocument,
    "\n  mutation RestValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) { ...RestSession }\n  }\n": typeof types.RestValidateMagicLinkDocument,
    "\n  fragment RestVoucher on Voucher {\n    id code note status expiresAt createdBy createdAt redeemedBy redeemedAt revokedAt\n  }\n": typeof types.RestVoucherFragmentDoc,
    "\n  mutation RestCreateVoucher($input: CreateVoucherInput) {\n    createVoucher(input: $input) { ...RestVoucher }\n  }\n": typeof types.RestCreateVoucherDocument,
    "\n  query RestVouchers($query: ListQueryInput) {\n    vouchers(query: $query) { total data { ...RestVoucher } }\n  }\n": typeof types.RestVouchersDocument,
    "\n  mutation RestRevokeVoucher($id: ID!) {\n    revokeVoucher(id: $id) { ...RestVoucher }\n  }\n": typeof types.RestRevokeVoucherDocument,
    "\n  mutation RestRedeemVoucher($code: String!) {\n    redeemVoucher(code: $code) { ...RestVoucher }\n  }\n": typeof types.RestRedeemVoucherDocument,
    "\n  mutation RestVoucherSignUp($input: VoucherSignUpInput!) {\n    voucherSignUp(input: $input) { ...RestSession }\n  }\n": typeof types.RestVoucherSignUpDocument,
    "\n  mutation RestSendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) { requestId phone expiresAt }\n  }\n": typeof types.RestSendPhoneCodeDocument,
    "\n  mutation RestVerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) { ...RestSession }\n  }\n": typeof types.RestVerifyPhoneCodeDocument,
};
const documents: Documents = {
    "\n  fragment RestUserAction on UserAction {\n    id\n    userId\n    type\n    occurredAt\n    roomId\n    detail\n    recordedAt\n  }\n": types.RestUserActionFragmentDoc,
    "\n  query RestUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { data { ...RestUserAction } count total page pageCount }\n  }\n": types.RestUserActionsDocument,
    "\n  query RestLastUserAction($userId: ID!) {\n    lastUserAction(userId: $userId) { ...RestUserAction }\n  }\n": types.RestLastUserActionDocument,
    "\n  query RestSocketEventNames {\n    socketEventNames\n  }\n": types.RestSocketEventNamesDocument,
    "\n  query RestUserEventNames {\n    userEventNames\n  }\n": types.RestUserEventNamesDocument,
    "\n  query RestAuditServiceStatus {\n    auditServiceStatus { service version status database uptimeSeconds time }\n  }\n": types.RestAuditServiceStatusDocument,
    "\n  query RestAuditGreeting {\n    auditGreeting\n  }\n": types.RestAuditGreetingDocument,
    "\n  fragment RestAvatar on Avatar {\n    id slug name avatarStatus discordOnly imageFileId seasonId awardTopRank awardMinPoints createdAt updatedAt\n  }\n": types.RestAvatarFragmentDoc,
    "\n  fragment RestAvatarAssignment on UserAvatarAssignment {\n    id userId assignmentType assignedBy createdAt avatar { ...RestAvatar }\n  }\n": types.RestAvatarAssignmentFragmentDoc,
    "\n  mutation RestCreateAvatar($input: CreateAvatarInput!) {\n    createAvatar(input: $input) { ...RestAvatar }\n  }\n": types.RestCreateAvatarDocument,
    "\n  mutation RestUpdateAvatar($slug: String!, $input: UpdateAvatarInput!) {\n    updateAvatar(slug: $slug, input: $input) { ...RestAvatar }\n  }\n": types.RestUpdateAvatarDocument,
    "\n  mutation RestDeleteAvatar($slug: String!) {\n    deleteAvatar(slug: $slug) { ...RestAvatar }\n  }\n": types.RestDeleteAvatarDocument,
    "\n  query RestAdminAvatars($query: ListQueryInput) {\n    allAvatars(query: $query) { data { ...RestAvatar } count total page pageCount }\n  }\n": types.RestAdminAvatarsDocument,
    "\n  query RestAdminAvatar($slug: String!) {\n    adminAvatar(slug: $slug) { ...RestAvatar }\n  }\n": types.RestAdminAvatarDocument,
    "\n  query RestWearableAvatars {\n    avatars { ...RestAvatar }\n  }\n": types.RestWearableAvatarsDocument,
    "\n  query RestSubscriberAvatars {\n    subscriberAvatars { ...RestAvatar }\n  }\n": types.RestSubscriberAvatarsDocument,
    "\n  query RestAvatarCatalogue {\n    avatarCatalogue { ...RestAvatar wearability }\n  }\n": types.RestAvatarCatalogueDocument,
    "\n  query RestAvatar($slug: String!) {\n    avatar(slug: $slug) { ...RestAvatar }\n  }\n": types.RestAvatarDocument,
    "\n  query RestAvatarHolding($slug: String!, $userId: ID!) {\n    avatarHolding(slug: $slug, userId: $userId) { userId holds wearability assignmentId avatar { ...RestAvatar } }\n  }\n": types.RestAvatarHoldingDocument,
    "\n  query RestServiceAvatar($slug: String!) {\n    serviceAvatar(slug: $slug) { ...RestAvatar }\n  }\n": types.RestServiceAvatarDocument,
    "\n  mutation RestAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) { ...RestAvatarAssignment }\n  }\n": types.RestAssignAvatarDocument,
    "\n  mutation RestUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) { ...RestAvatarAssignment }\n  }\n": types.RestUnassignAvatarDocument,
    "\n  mutation RestBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      id seasonId kind status batchSize cursorAvatarSlug cursorOffset batches awarded createdAt finishedAt\n    }\n  }\n": types.RestBackfillAchievedAvatarsDocument,
    "\n  fragment RestBlockedUser on BlockedUser {\n    id\n    blockerId\n    blockedUserId\n    createdAt\n  }\n": types.RestBlockedUserFragmentDoc,
    "\n  mutation RestBlockUser($userId: ID!) {\n    blockUser(userId: $userId) { ...RestBlockedUser }\n  }\n": types.RestBlockUserDocument,
    "\n  query RestBlockedUsers($query: ListQueryInput) {\n    blockedUsers(query: $query) { total data { ...RestBlockedUser } }\n  }\n": types.RestBlockedUsersDocument,
    "\n  query RestBlockedUser($id: ID!) {\n    blockedUser(id: $id) { ...RestBlockedUser }\n  }\n": types.RestBlockedUserDocument,
    "\n  mutation RestUnblockUser($id: ID!) {\n    unblockUser(id: $id) { ...RestBlockedUser }\n  }\n": types.RestUnblockUserDocument,
    "\n  fragment RestBot on Bot {\n    id displayName createdBy createdAt secretActive secretIssuedAt secretRevokedAt lastTokenAt\n  }\n": types.RestBotFragmentDoc,
    "\n  mutation RestSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) { secret bot { ...RestBot } }\n  }\n": types.RestSignUpBotDocument,
    "\n  mutation RestBotToken($secret: String!) {\n    botToken(secret: $secret) { accessToken expiresIn tokenType botId }\n  }\n": types.RestBotTokenDocument,
    "\n  mutation RestAgoraToken($input: AgoraTokenInput!) {\n    agoraToken(input: $input) { token appId channelName userAccount role expiresIn expiresAt }\n  }\n": types.RestAgoraTokenDocument,
    "\n  mutation RestChatUserToken {\n    chatUserToken { token scope userId expiresIn expiresAt }\n  }\n": types.RestChatUserTokenDocument,
    "\n  mutation RestChatGhostToken {\n    chatGhostToken { token scope userId expiresIn expiresAt }\n  }\n": types.RestChatGhostTokenDocument,
    "\n  query RestChatUsers($userIds: [String]) {\n    chatUsers(userIds: $userIds) { existing missing }\n  }\n": types.RestChatUsersDocument,
    "\n  query RestUserServiceStatus {\n    userServiceStatus { service version status database uptimeSeconds time users bots botsWithActiveSecret activeSessions }\n  }\n": types.RestUserServiceStatusDocument,
    "\n  query RestChatMessageImage($messageId: ID!, $index: Int!) {\n    chatMessageImage(messageId: $messageId, index: $index) { storageKey contentType }\n  }\n": types.RestChatMessageImageDocument,
    "\n  fragment RestCommunity on Community {\n    id\n    slug\n    name\n    description\n    imageUrl\n    ownerId\n    memberCount\n    roomCount\n    createdAt\n    updatedAt\n  }\n": types.RestCommunityFragmentDoc,
    "\n  query RestCommunity($id: ID!) {\n    community(id: $id) { ...RestCommunity }\n  }\n": types.RestCommunityDocument,
    "\n  query RestCommunityUsers($id: ID!, $limit: Int, $offset: Int) {\n    communityUsers(id: $id, limit: $limit, offset: $offset) { total data { communityId userId addedBy joinedAt } }\n  }\n": types.RestCommunityUsersDocument,
    "\n  query RestCommunityRooms($id: ID!, $limit: Int, $offset: Int) {\n    communityRooms(id: $id, limit: $limit, offset: $offset) { total data { ...RestRoom } }\n  }\n": types.RestCommunityRoomsDocument,
    "\n  query RestRoomCommunities($roomId: ID!, $limit: Int, $offset: Int) {\n    roomCommunities(roomId: $roomId, limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n": types.RestRoomCommunitiesDocument,
    "\n  query RestUserCommunities($limit: Int, $offset: Int) {\n    userCommunities(limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n": types.RestUserCommunitiesDocument,
    "\n  mutation RestJoinCommunity($id: ID!) {\n    joinCommunity(id: $id) { ...RestCommunity }\n  }\n": types.RestJoinCommunityDocument,
    "\n  mutation RestLeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) { ...RestCommunity }\n  }\n": types.RestLeaveCommunityDocument,
    "\n  mutation RestAddCommunityUser($id: ID!, $userId: ID!) {\n    addCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n": types.RestAddCommunityUserDocument,
    "\n  mutation RestRemoveCommunityUser($id: ID!, $userId: ID!) {\n    removeCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n": types.RestRemoveCommunityUserDocument,
    "\n  mutation RestAddCommunityRoom($id: ID!, $roomId: ID!) {\n    addCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n": types.RestAddCommunityRoomDocument,
    "\n  mutation RestRemoveCommunityRoom($id: ID!, $roomId: ID!) {\n    removeCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n": types.RestRemoveCommunityRoomDocument,
    "\n  mutation RestAddToCommunity($id: ID!, $input: CommunityChangeInput!) {\n    addToCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": types.RestAddToCommunityDocument,
    "\n  mutation RestRemoveFromCommunity($id: ID!, $input: CommunityChangeInput!) {\n    removeFromCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": types.RestRemoveFromCommunityDocument,
    "\n  query RestAllCommunities($query: ListQueryInput) {\n    allCommunities(query: $query) { data { ...RestCommunity } count total page pageCount }\n  }\n": types.RestAllCommunitiesDocument,
    "\n  query RestAdminCommunity($id: ID!) {\n    adminCommunity(id: $id) { ...RestCommunity }\n  }\n": types.RestAdminCommunityDocument,
    "\n  mutation RestCreateCommunity($input: CommunityInput!) {\n    createCommunity(input: $input) { ...RestCommunity }\n  }\n": types.RestCreateCommunityDocument,
    "\n  mutation RestCreateCommunities($inputs: [CommunityInput!]!) {\n    createCommunities(inputs: $inputs) { ...RestCommunity }\n  }\n": types.RestCreateCommunitiesDocument,
    "\n  mutation RestUpdateCommunity($id: ID!, $input: CommunityInput!) {\n    updateCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": types.RestUpdateCommunityDocument,
    "\n  mutation RestReplaceCommunity($id: ID!, $input: CommunityInput!) {\n    replaceCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n": types.RestReplaceCommunityDocument,
    "\n  mutation RestDeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id) { ...RestCommunity }\n  }\n": types.RestDeleteCommunityDocument,
    "\n  fragment RestConsumable on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileId\n    fileUrl\n    createdAt\n    updatedAt\n  }\n": types.RestConsumableFragmentDoc,
    "\n  fragment RestConsumablePurchase on ConsumablePurchase {\n    id\n    status\n    roomId\n    consumableId\n    accountId\n    tokenCost\n    failureReason\n    createdAt\n    settledAt\n    tokenAccount { id balance updatedAt }\n  }\n": types.RestConsumablePurchaseFragmentDoc,
    "\n  mutation RestCreateConsumable($input: CreateConsumableInput!) {\n    createConsumable(input: $input) { ...RestConsumable }\n  }\n": types.RestCreateConsumableDocument,
    "\n  query RestConsumable($id: ID!) {\n    consumable(id: $id) { ...RestConsumable }\n  }\n": types.RestConsumableDocument,
    "\n  mutation RestUpdateConsumable($id: ID!, $input: UpdateConsumableInput!) {\n    updateConsumable(id: $id, input: $input) { ...RestConsumable }\n  }\n": types.RestUpdateConsumableDocument,
    "\n  mutation RestDeleteConsumable($id: ID!) {\n    deleteConsumable(id: $id) { ...RestConsumable }\n  }\n": types.RestDeleteConsumableDocument,
    "\n  query RestConsumables($query: ListQueryInput) {\n    consumables(query: $query) { total data { ...RestConsumable } }\n  }\n": types.RestConsumablesDocument,
    "\n  query RestConsumableCount($query: ListQueryInput) {\n    consumables(query: $query) { total }\n  }\n": types.RestConsumableCountDocument,
    "\n  mutation RestBeginConsumableFileUpload {\n    beginEconomyFileUpload { stagingKey maxBytes }\n  }\n": types.RestBeginConsumableFileUploadDocument,
    "\n  mutation RestRegisterConsumableFileUpload($stagingKey: String!) {\n    registerEconomyFileUpload(stagingKey: $stagingKey) { id contentType size createdAt }\n  }\n": types.RestRegisterConsumableFileUploadDocument,
    "\n  query RestConsumableFile($id: ID!) {\n    economyFile(id: $id) { storageKey contentType }\n  }\n": types.RestConsumableFileDocument,
    "\n  mutation RestPurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) { ...RestConsumablePurchase }\n  }\n": types.RestPurchaseConsumableDocument,
    "\n  fragment RestBookContact on BookContact {\n    id\n    ownerId\n    phoneDigest\n    createdAt\n  }\n": types.RestBookContactFragmentDoc,
    "\n  mutation RestUploadBookContacts($input: UploadBookContactsInput!) {\n    uploadBookContacts(input: $input) { added alreadyKept skipped total }\n  }\n": types.RestUploadBookContactsDocument,
    "\n  mutation RestAddBookContact($input: AddBookContactInput!) {\n    addBookContact(input: $input) { ...RestBookContact }\n  }\n": types.RestAddBookContactDocument,
    "\n  mutation RestDeleteBookContacts($input: DeleteBookContactsInput) {\n    deleteBookContacts(input: $input)\n  }\n": types.RestDeleteBookContactsDocument,
    "\n  query RestMyBookContacts {\n    myBookContacts { ...RestBookContact }\n  }\n": types.RestMyBookContactsDocument,
    "\n  query RestUserBookContacts($userId: ID!) {\n    userBookContacts(userId: $userId) { ...RestBookContact }\n  }\n": types.RestUserBookContactsDocument,
    "\n  query RestMatchingContacts {\n    matchingContacts { userId contactId }\n  }\n": types.RestMatchingContactsDocument,
    "\n  query RestMatchingContactsNotFriends {\n    matchingContactsNotFriends { userId contactId }\n  }\n": types.RestMatchingContactsNotFriendsDocument,
    "\n  mutation RestImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) { ...RestCrate }\n  }\n": types.RestImportCrateDocument,
    "\n  mutation RestAddTrackToPlaylist($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason }\n    }\n  }\n": types.RestAddTrackToPlaylistDocument,
    "\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n": types.RestCrateFragmentDoc,
    "\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    songShortId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    previews\n    streamUrls { provider kind url }\n    createdAt\n  }\n": types.RestCrateSongFragmentDoc,
    "\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n": types.RestCreateCrateDocument,
    "\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n": types.RestCopyCrateDocument,
    "\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestMyCratesDocument,
    "\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestUserCratesDocument,
    "\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestServiceUserCratesDocument,
    "\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestAllCratesDocument,
    "\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": types.RestCrateDocument,
    "\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": types.RestSpecialCrateDocument,
    "\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": types.RestCrateSongsDocument,
    "\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": types.RestSpecialCrateSongsDocument,
    "\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": types.RestShortIdCrateSongsDocument,
    "\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n": types.RestUpdateCrateDocument,
    "\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": types.RestDeleteCrateDocument,
    "\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n": types.RestAddCrateSongsDocument,
    "\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n": types.RestRemoveCrateSongDocument,
    "\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n": types.RestMoveCrateSongDocument,
    "\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n": types.RestShuffleCrateDocument,
    "\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n": types.RestClearCrateDocument,
    "\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n": types.RestSetCrateCurrentPositionDocument,
    "\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n": types.RestReplaceQueueFromCrateDocument,
    "\n  fragment RestCustomField on CustomField {\n    id\n    userId\n    key\n    value\n    createdAt\n    updatedAt\n  }\n": types.RestCustomFieldFragmentDoc,
    "\n  mutation RestSetCustomField($input: SetCustomFieldInput!) {\n    setCustomField(input: $input) { ...RestCustomField }\n  }\n": types.RestSetCustomFieldDocument,
    "\n  mutation RestDeleteCustomField($input: DeleteCustomFieldInput!) {\n    deleteCustomField(input: $input) { ...RestCustomField }\n  }\n": types.RestDeleteCustomFieldDocument,
    "\n  mutation RestReceiveCyaniteWebhook($input: CyaniteWebhookInput!) {\n    receiveCyaniteWebhook(input: $input) {\n      outcome\n      spotifyTrackId\n    }\n  }\n": types.RestReceiveCyaniteWebhookDocument,
    "\n  fragment RestDevice on Device {\n    id\n    userId\n    devicePlatform\n    token\n    createdAt\n    updatedAt\n  }\n": types.RestDeviceFragmentDoc,
    "\n  mutation RestRegisterDevice($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { ...RestDevice }\n  }\n": types.RestRegisterDeviceDocument,
    "\n  mutation RestRemoveDevice($token: String!, $userId: ID) {\n    removeDevice(token: $token, userId: $userId) { ...RestDevice }\n  }\n": types.RestRemoveDeviceDocument,
    "\n  query RestDevice($userId: ID!, $token: String!) {\n    device(userId: $userId, token: $token) { ...RestDevice }\n  }\n": types.RestDeviceDocument,
    "\n  query RestDevices($userId: ID!) {\n    devices(userId: $userId) { ...RestDevice }\n  }\n": types.RestDevicesDocument,
    "\n  fragment RestDjFan on DjFan {\n    id\n    djId\n    fanId\n    notify\n    createdAt\n  }\n": types.RestDjFanFragmentDoc,
    "\n  mutation RestFollowDj($djId: ID!, $notify: Boolean!) {\n    followDj(djId: $djId, notify: $notify) { ...RestDjFan }\n  }\n": types.RestFollowDjDocument,
    "\n  mutation RestUnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) { ...RestDjFan }\n  }\n": types.RestUnfollowDjDocument,
    "\n  query RestMyDjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) { ...RestDjFan }\n  }\n": types.RestMyDjFollowDocument,
    "\n  query RestDjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n": types.RestDjFanCountDocument,
    "\n  query RestDjFans($djId: ID!, $skip: Int, $take: Int) {\n    djFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n": types.RestDjFansDocument,
    "\n  query RestDjsFollowed($userId: ID, $skip: Int, $take: Int) {\n    djsFollowed(userId: $userId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n": types.RestDjsFollowedDocument,
    "\n  query RestAdminDjFans($djId: ID!, $skip: Int, $take: Int) {\n    adminDjFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n": types.RestAdminDjFansDocument,
    "\n  query RestMyFanDevices {\n    myFanDevices { id userId devicePlatform }\n  }\n": types.RestMyFanDevicesDocument,
    "\n  mutation RestNotifyDjFans($djId: ID) {\n    notifyDjFans(djId: $djId) { notified }\n  }\n": types.RestNotifyDjFansDocument,
    "\n  query RestEconomyGreeting {\n    economyGreeting\n  }\n": types.RestEconomyGreetingDocument,
    "\n  mutation RestSentryTesting {\n    raiseSentryTestError\n  }\n": types.RestSentryTestingDocument,
    "\n  fragment RestUserEmail on UserEmail {\n    id userId email type status verifiedAt deletedAt codeSentAt createdBy createdAt updatedAt\n  }\n": types.RestUserEmailFragmentDoc,
    "\n  fragment RestPasswordSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": types.RestPasswordSessionFragmentDoc,
    "\n  query RestEmails($userId: ID, $includeDeleted: Boolean) {\n    emails(userId: $userId, includeDeleted: $includeDeleted) { ...RestUserEmail }\n  }\n": types.RestEmailsDocument,
    "\n  mutation RestAddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...RestUserEmail }\n  }\n": types.RestAddEmailDocument,
    "\n  mutation RestDeleteEmail($id: ID!) {\n    deleteEmail(id: $id) { ...RestUserEmail }\n  }\n": types.RestDeleteEmailDocument,
    "\n  mutation RestVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n": types.RestVerifyEmailDocument,
    "\n  mutation RestConfirmEmail($input: VerifyEmailInput!) {\n    confirmEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n": types.RestConfirmEmailDocument,
    "\n  mutation RestSendVerificationEmail($input: EmailTargetInput) {\n    sendVerificationEmail(input: $input) { nextResendAt email { ...RestUserEmail } }\n  }\n": types.RestSendVerificationEmailDocument,
    "\n  mutation RestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { ...RestPasswordSession }\n  }\n": types.RestChangePasswordDocument,
    "\n  mutation RestForgotPassword($email: String!) {\n    forgotPassword(email: $email) { message }\n  }\n": types.RestForgotPasswordDocument,
    "\n  mutation RestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { ...RestPasswordSession }\n  }\n": types.RestResetPasswordDocument,
    "\n  mutation RestSetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) { ...RestPasswordSession }\n  }\n": types.RestSetPasswordDocument,
    "\n  mutation RestAdminSetPassword($input: AdminSetPasswordInput!) {\n    adminSetPassword(input: $input) { userId revokedRefreshTokens }\n  }\n": types.RestAdminSetPasswordDocument,
    "\n  fragment RestEvent on Event {\n    id\n    slug\n    title\n    description\n    roomId\n    communityId\n    startsAt\n    endsAt\n    createdBy\n    interestedCount\n    createdAt\n    updatedAt\n  }\n": types.RestEventFragmentDoc,
    "\n  query RestEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    events(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n": types.RestEventsDocument,
    "\n  query RestUpcomingEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    upcomingEvents(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n": types.RestUpcomingEventsDocument,
    "\n  query RestEvent($id: ID!) {\n    event(id: $id) { ...RestEvent }\n  }\n": types.RestEventDocument,
    "\n  query RestEventBySlug($slug: String!) {\n    eventBySlug(slug: $slug) { ...RestEvent }\n  }\n": types.RestEventBySlugDocument,
    "\n  mutation RestCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { ...RestEvent }\n  }\n": types.RestCreateEventDocument,
    "\n  mutation RestUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { ...RestEvent }\n  }\n": types.RestUpdateEventDocument,
    "\n  mutation RestDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { ...RestEvent }\n  }\n": types.RestDeleteEventDocument,
    "\n  query RestAllEvents($query: ListQueryInput) {\n    allEvents(query: $query) { data { ...RestEvent } count total page pageCount }\n  }\n": types.RestAllEventsDocument,
    "\n  query RestAdminEvent($id: ID!) {\n    adminEvent(id: $id) { ...RestEvent }\n  }\n": types.RestAdminEventDocument,
    "\n  mutation RestExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) { provider playlistId url trackCount skipped }\n  }\n": types.RestExportCrateDocument,
    "\n  fragment RestFriendInvitation on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    handledAt\n  }\n": types.RestFriendInvitationFragmentDoc,
    "\n  fragment RestFriend on Friend {\n    id\n    userId\n    friendId\n    createdAt\n  }\n": types.RestFriendFragmentDoc,
    "\n  mutation RestSendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) { ...RestFriendInvitation }\n  }\n": types.RestSendFriendInvitationDocument,
    "\n  query RestFriendInvitation($id: ID!) {\n    friendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n": types.RestFriendInvitationDocument,
    "\n  query RestFriendInvitationsForMe($query: ListQueryInput) {\n    friendInvitationsForMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n": types.RestFriendInvitationsForMeDocument,
    "\n  query RestFriendInvitationsFromMe($query: ListQueryInput) {\n    friendInvitationsFromMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n": types.RestFriendInvitationsFromMeDocument,
    "\n  mutation RestCancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n": types.RestCancelFriendInvitationDocument,
    "\n  mutation RestHandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) { ...RestFriendInvitation }\n  }\n": types.RestHandleFriendInvitationDocument,
    "\n  query RestFriendsUuids($userId: ID) {\n    friendsUuids(userId: $userId) { userId friendsUuids }\n  }\n": types.RestFriendsUuidsDocument,
    "\n  query RestFriends($userId: ID, $query: ListQueryInput) {\n    friends(userId: $userId, query: $query) { total data { ...RestFriend } }\n  }\n": types.RestFriendsDocument,
    "\n  query RestFriend($id: ID!) {\n    friend(id: $id) { ...RestFriend }\n  }\n": types.RestFriendDocument,
    "\n  mutation RestRemoveFriend($id: ID!) {\n    removeFriend(id: $id) { ...RestFriend }\n  }\n": types.RestRemoveFriendDocument,
    "\n  query RestGeolocate($ip: String) {\n    geolocate(ip: $ip) {\n      ip\n      country\n      region\n      source\n      database\n    }\n  }\n": types.RestGeolocateDocument,
    "\n  query RestRoomServiceStatus {\n    roomServiceStatus { service version status database uptimeSeconds time }\n  }\n": types.RestRoomServiceStatusDocument,
    "\n  query RestPlaylistServiceStatus {\n    playlistServiceStatus { service version status database uptimeSeconds time }\n  }\n": types.RestPlaylistServiceStatusDocument,
    "\n  fragment RestModerationAction on ModerationAction {\n    id\n    actionType\n    actorId\n    targetUserId\n    roomId\n    previousRole\n    role\n    reason\n    revision\n    createdAt\n    updatedAt\n    updatedBy\n    recordedBy\n    deletedAt\n    deletedBy\n  }\n": types.RestModerationActionFragmentDoc,
    "\n  query RestModerationActions($query: ListQueryInput) {\n    moderationActions(query: $query) { data { ...RestModerationAction } count total page pageCount }\n  }\n": types.RestModerationActionsDocument,
    "\n  query RestModerationAction($id: ID!) {\n    moderationAction(id: $id) {\n      ...RestModerationAction\n      revisions { revision actionType actorId targetUserId roomId previousRole role reason validFrom change changedBy changedAt }\n    }\n  }\n": types.RestModerationActionDocument,
    "\n  mutation RestCreateModerationAction($input: ModerationActionInput!) {\n    createModerationAction(input: $input) { ...RestModerationAction }\n  }\n": types.RestCreateModerationActionDocument,
    "\n  mutation RestCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) { ...RestModerationAction }\n  }\n": types.RestCreateModerationActionsDocument,
    "\n  mutation RestUpdateModerationAction($id: ID!, $input: ModerationActionChangeInput!) {\n    updateModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n": types.RestUpdateModerationActionDocument,
    "\n  mutation RestReplaceModerationAction($id: ID!, $input: ModerationActionInput!) {\n    replaceModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n": types.RestReplaceModerationActionDocument,
    "\n  mutation RestDeleteModerationAction($id: ID!) {\n    deleteModerationAction(id: $id) { ...RestModerationAction }\n  }\n": types.RestDeleteModerationActionDocument,
    "\n  fragment RestAccountStanding on AccountStanding {\n    userId\n    banned\n    bannedAt\n    bannedUntil\n    banReason\n    deactivated\n    deactivatedAt\n    tokensRevokedAt\n  }\n": types.RestAccountStandingFragmentDoc,
    "\n  fragment RestDeactivationRequest on DeactivationRequest {\n    userId\n    reason\n    status\n    requestedAt\n    resolvedBy\n    resolvedAt\n  }\n": types.RestDeactivationRequestFragmentDoc,
    "\n  mutation RestKickUser($userId: ID!, $reason: String) {\n    kickUser(userId: $userId, reason: $reason) { ...RestAccountStanding }\n  }\n": types.RestKickUserDocument,
    "\n  mutation RestBanUser($input: BanUserInput!) {\n    banUser(input: $input) { ...RestAccountStanding }\n  }\n": types.RestBanUserDocument,
    "\n  mutation RestTemporarilyBanUser($input: BanUserInput!) {\n    temporarilyBanUser(input: $input) { ...RestAccountStanding }\n  }\n": types.RestTemporarilyBanUserDocument,
    "\n  mutation RestUnbanUser($userId: ID!) {\n    unbanUser(userId: $userId) { ...RestAccountStanding }\n  }\n": types.RestUnbanUserDocument,
    "\n  mutation RestRequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) { ...RestDeactivationRequest }\n  }\n": types.RestRequestDeactivationDocument,
    "\n  query RestPendingDeactivations($query: ListQueryInput) {\n    pendingDeactivations(query: $query) {\n      total\n      data { ...RestDeactivationRequest user { id displayName } }\n    }\n  }\n": types.RestPendingDeactivationsDocument,
    "\n  mutation RestCancelDeactivationRequest($userId: ID!) {\n    cancelDeactivationRequest(userId: $userId) { ...RestDeactivationRequest }\n  }\n": types.RestCancelDeactivationRequestDocument,
    "\n  mutation RestDeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n": types.RestDeactivateUserDocument,
    "\n  mutation RestReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n": types.RestReactivateUserDocument,
    "\n  mutation RestAddModerationComment($input: AddModerationCommentInput!) {\n    addModerationComment(input: $input) { id userId authorId comment createdAt author { id displayName } }\n  }\n": types.RestAddModerationCommentDocument,
    "\n  query RestModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n": types.RestModerationCommentsDocument,
    "\n  fragment RestMusicServiceToken on MusicServiceToken {\n    provider\n    accessToken\n    tokenType\n    expiresIn\n    expiresAt\n    scope\n  }\n": types.RestMusicServiceTokenFragmentDoc,
    "\n  mutation RestExchangeMusicServiceCode($provider: MusicService!, $code: String, $state: String) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n": types.RestExchangeMusicServiceCodeDocument,
    "\n  mutation RestRefreshMusicServiceToken($provider: MusicService!, $mobile: Boolean, $refreshToken: String) {\n    refreshMusicServiceToken(provider: $provider, mobile: $mobile, refreshToken: $refreshToken) { ...RestMusicServiceToken }\n  }\n": types.RestRefreshMusicServiceTokenDocument,
    "\n  mutation RestUnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n": types.RestUnlinkMusicServiceDocument,
    "\n  query RestMusicServiceAccessToken($userId: ID!, $provider: MusicService!, $mobile: Boolean) {\n    musicServiceAccessToken(userId: $userId, provider: $provider, mobile: $mobile) { ...RestMusicServiceToken }\n  }\n": types.RestMusicServiceAccessTokenDocument,
    "\n  query RestSoundcloudPublicToken($mobile: Boolean) {\n    soundcloudPublicToken(mobile: $mobile) { ...RestMusicServiceToken }\n  }\n": types.RestSoundcloudPublicTokenDocument,
    "\n  mutation RestStoreAppleUserToken($userToken: String) {\n    storeAppleUserToken(userToken: $userToken)\n  }\n": types.RestStoreAppleUserTokenDocument,
    "\n  query RestAppleUserToken($userId: ID!) {\n    appleUserToken(userId: $userId) { userId userToken }\n  }\n": types.RestAppleUserTokenDocument,
    "\n  mutation RestDiscordAuth($input: DiscordCredentialsInput!) {\n    discordAuth(input: $input) { ...RestSession }\n  }\n": types.RestDiscordAuthDocument,
    "\n  mutation RestExchangeDiscordCode($code: String, $state: String) {\n    exchangeDiscordCode(code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n": types.RestExchangeDiscordCodeDocument,
    "\n  mutation RestLinkDiscord($input: DiscordCredentialsInput!) {\n    linkDiscord(input: $input) { discordId username }\n  }\n": types.RestLinkDiscordDocument,
    "\n  mutation RestSendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) { notified }\n  }\n": types.RestSendNotificationDocument,
    "\n  query RestMyNotifications($limit: Int) {\n    myNotifications(limit: $limit) { id kind title body data senderId createdAt }\n  }\n": types.RestMyNotificationsDocument,
    "\n  mutation RestRegisterWebPush($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { id userId devicePlatform token createdAt updatedAt }\n  }\n": types.RestRegisterWebPushDocument,
    "\n  fragment RestPlanSubscription on PlanSubscription {\n    id\n    userId\n    level: planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    country\n    priceId\n    productId\n    createdAt\n    updatedAt\n  }\n": types.RestPlanSubscriptionFragmentDoc,
    "\n  query RestSubscriptionCount($startDate: DateTimeISO, $endDate: DateTimeISO, $region: String, $level: String) {\n    subscriptionCount(startDate: $startDate, endDate: $endDate, region: $region, level: $level)\n  }\n": types.RestSubscriptionCountDocument,
    "\n  query RestMySubscription {\n    mySubscription { ...RestPlanSubscription }\n  }\n": types.RestMySubscriptionDocument,
    "\n  query RestUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { ...RestPlanSubscription }\n  }\n": types.RestUserSubscriptionDocument,
    "\n  mutation RestStartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) { id url }\n  }\n": types.RestStartSubscriptionCheckoutDocument,
    "\n  mutation RestOpenSubscriptionPortal {\n    openSubscriptionPortal { url }\n  }\n": types.RestOpenSubscriptionPortalDocument,
    "\n  query RestSubscriptionProducts {\n    subscriptionProducts {\n      priceId\n      productId\n      name\n      description\n      kind\n      level\n      monthlyTokens\n      tokens\n      unitAmount\n      currency\n      interval\n      intervalCount\n    }\n  }\n": types.RestSubscriptionProductsDocument,
    "\n  mutation RestReceivePaymentWebhook($input: PaymentWebhookInput!) {\n    receivePaymentWebhook(input: $input) { outcome eventId type }\n  }\n": types.RestReceivePaymentWebhookDocument,
    "\n  fragment RestPhoneValidation on PhoneValidation {\n    id\n    userId\n    phone\n    e164\n    country\n    type\n    status\n    whitelisted\n    createdAt\n  }\n": types.RestPhoneValidationFragmentDoc,
    "\n  fragment RestPhoneWhitelistEntry on PhoneWhitelistEntry {\n    id\n    phone\n    note\n    createdBy\n    createdAt\n  }\n": types.RestPhoneWhitelistEntryFragmentDoc,
    "\n  mutation RestValidatePhone($phone: String!) {\n    validatePhone(phone: $phone) { ...RestPhoneValidation }\n  }\n": types.RestValidatePhoneDocument,
    "\n  query RestPhoneValidationRecents($all: Boolean, $query: ListQueryInput) {\n    phoneValidationRecents(all: $all, query: $query) { total data { ...RestPhoneValidation } }\n  }\n": types.RestPhoneValidationRecentsDocument,
    "\n  mutation RestClearPhoneValidationRecents($all: Boolean) {\n    clearPhoneValidationRecents(all: $all)\n  }\n": types.RestClearPhoneValidationRecentsDocument,
    "\n  query RestPhoneFraudConstants {\n    phoneFraudConstants { maxCodesPerNumber maxCodesPerIp maxCodesPerPrefix prefixDigits windowSeconds ipWindowSeconds prefixWindowSeconds codeTtlSeconds maxCodeAttempts }\n  }\n": types.RestPhoneFraudConstantsDocument,
    "\n  query RestPhoneWhitelist($query: ListQueryInput) {\n    phoneWhitelist(query: $query) { total data { ...RestPhoneWhitelistEntry } }\n  }\n": types.RestPhoneWhitelistDocument,
    "\n  query RestPhoneWhitelistEntry($id: ID!) {\n    phoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n": types.RestPhoneWhitelistEntryDocument,
    "\n  mutation RestAddPhoneToWhitelist($phone: String!, $note: String) {\n    addPhoneToWhitelist(phone: $phone, note: $note) { ...RestPhoneWhitelistEntry }\n  }\n": types.RestAddPhoneToWhitelistDocument,
    "\n  mutation RestRemovePhoneWhitelistEntry($id: ID!) {\n    removePhoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n": types.RestRemovePhoneWhitelistEntryDocument,
    "\n  mutation RestRemovePhoneFromWhitelist($phone: String!) {\n    removePhoneFromWhitelist(phone: $phone) { ...RestPhoneWhitelistEntry }\n  }\n": types.RestRemovePhoneFromWhitelistDocument,
    "\n  mutation RestRecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n      kind\n      playId\n      listenerId\n      listenerType\n      roomSlug\n      roomOwnerId\n      djId\n      songId\n      startedAt\n      updatedAt\n      volumeStart\n      volumeEnd\n      secondsPlayed\n      deviceData\n      userProvider\n      subscriptionLevel\n      recordedAt\n    }\n  }\n": types.RestRecordPlaybackEventDocument,
    "\n  fragment RestRankingStatus on RankingStatus {\n    id\n    userUuid\n    seasonId\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n": types.RestRankingStatusFragmentDoc,
    "\n  fragment RestLifetimeRankingStatus on LifetimeRankingStatus {\n    id\n    userUuid\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n": types.RestLifetimeRankingStatusFragmentDoc,
    "\n  fragment RestSeasonRanking on SeasonRanking {\n    season { id seasonName seasonStart seasonEnd }\n    data { ...RestRankingStatus user { id displayName } }\n    total\n    take\n    skip\n  }\n": types.RestSeasonRankingFragmentDoc,
    "\n  fragment RestPointEvent on PointEvent {\n    id\n    eventId\n    source\n    occurredAt\n    seasonId\n    actorId\n    reason\n    createdAt\n    applied\n    entries { userUuid seasonId points rules { rule points } }\n  }\n": types.RestPointEventFragmentDoc,
    "\n  mutation RestAdjustPoints($input: AdminPointsInput!) {\n    adjustPoints(input: $input) { ...RestPointEvent }\n  }\n": types.RestAdjustPointsDocument,
    "\n  mutation RestAddServicePoints($input: ServicePointsInput!) {\n    addServicePoints(input: $input) { ...RestPointEvent }\n  }\n": types.RestAddServicePointsDocument,
    "\n  query RestRankingStatuses($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) { ...RestRankingStatus season { id seasonName seasonStart seasonEnd } }\n  }\n": types.RestRankingStatusesDocument,
    "\n  query RestLifetimeRankingStatusOf($userUuid: ID!) {\n    lifetimeRankingStatusOf(userUuid: $userUuid) { ...RestLifetimeRankingStatus }\n  }\n": types.RestLifetimeRankingStatusOfDocument,
    "\n  query RestCurrentRankingStatus($userUuid: ID) {\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season { id seasonName seasonStart seasonEnd }\n      rankingStatus { ...RestRankingStatus }\n    }\n  }\n": types.RestCurrentRankingStatusDocument,
    "\n  query RestSeasonRanking($take: Int, $skip: Int) {\n    seasonRanking(take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": types.RestSeasonRankingDocument,
    "\n  query RestSeasonRankingByName($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": types.RestSeasonRankingByNameDocument,
    "\n  query RestNextSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    nextSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": types.RestNextSeasonRankingDocument,
    "\n  query RestPreviousSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    previousSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n": types.RestPreviousSeasonRankingDocument,
    "\n  query RestAllSeasonsRanking($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) { data { ...RestLifetimeRankingStatus user { id displayName } } total take skip }\n  }\n": types.RestAllSeasonsRankingDocument,
    "\n  query RestAllRankingStatuses($query: ListQueryInput) {\n    allRankingStatuses(query: $query) { data { ...RestRankingStatus } count total page pageCount }\n  }\n": types.RestAllRankingStatusesDocument,
    "\n  query RestRankingStatus($id: ID!) {\n    rankingStatus(id: $id) { ...RestRankingStatus }\n  }\n": types.RestRankingStatusDocument,
    "\n  query RestAllLifetimeRankingStatuses($query: ListQueryInput) {\n    allLifetimeRankingStatuses(query: $query) { data { ...RestLifetimeRankingStatus } count total page pageCount }\n  }\n": types.RestAllLifetimeRankingStatusesDocument,
    "\n  query RestLifetimeRankingStatus($id: ID!) {\n    lifetimeRankingStatus(id: $id) { ...RestLifetimeRankingStatus }\n  }\n": types.RestLifetimeRankingStatusDocument,
    "\n  fragment RestProfileImage on ProfileImage {\n    id\n    kind\n    sizes { size width height url }\n  }\n": types.RestProfileImageFragmentDoc,
    "\n  fragment RestProfile on User {\n    id\n    displayName\n    avatarId\n    bio\n    location\n    pronouns\n    website\n    socials { instagram twitter tiktok soundcloud youtube website }\n    socialLinks { network value url }\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    badges { badge label awardedAt }\n    roles\n    createdAt\n    updatedAt\n  }\n": types.RestProfileFragmentDoc,
    "\n  fragment RestProfileDocument on ProfileDocument {\n    id\n    slug\n    path\n    displayName\n    description\n    location\n    avatarId\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    socialLinks { network value url }\n    createdAt\n    updatedAt\n  }\n": types.RestProfileDocumentFragmentDoc,
    "\n  query RestMyProfile {\n    me { ...RestProfile email }\n  }\n": types.RestMyProfileDocument,
    "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...RestProfile email }\n  }\n": types.RestUpdateProfileDocument,
    "\n  query RestMyUserData {\n    myUserData\n  }\n": types.RestMyUserDataDocument,
    "\n  mutation RestSetMyUserData($data: JSON!) {\n    setMyUserData(data: $data)\n  }\n": types.RestSetMyUserDataDocument,
    "\n  query RestPublicProfile($id: ID!) {\n    publicProfile(id: $id) { ...RestProfile email }\n  }\n": types.RestPublicProfileDocument,
    "\n  query RestServiceProfile($id: ID!) {\n    serviceProfile(id: $id) { ...RestProfile email capabilities }\n  }\n": types.RestServiceProfileDocument,
    "\n  query RestProfiles($ids: [ID!]!) {\n    profiles(ids: $ids) { ...RestProfile }\n  }\n": types.RestProfilesDocument,
    "\n  mutation RestUpdateUserSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) { ...RestProfile email }\n  }\n": types.RestUpdateUserSocialsDocument,
    "\n  mutation RestAdminUpdateProfile($userId: ID!, $input: UpdateProfileInput, $socials: UserSocialsInput) {\n    adminUpdateProfile(userId: $userId, input: $input, socials: $socials) { ...RestProfile email }\n  }\n": types.RestAdminUpdateProfileDocument,
    "\n  query RestProfileDocuments($take: Int, $skip: Int) {\n    profileDocuments(take: $take, skip: $skip) { total data { ...RestProfileDocument } }\n  }\n": types.RestProfileDocumentsDocument,
    "\n  query RestUpdatedProfileDocuments($take: Int, $skip: Int, $since: DateTimeISO) {\n    updatedProfileDocuments(take: $take, skip: $skip, since: $since) { total data { ...RestProfileDocument } }\n  }\n": types.RestUpdatedProfileDocumentsDocument,
    "\n  query RestProfileDocument($id: ID!) {\n    profileDocument(id: $id) { ...RestProfileDocument }\n  }\n": types.RestProfileDocumentDocument,
    "\n  query RestProfileImageFile($id: ID!, $size: Int) {\n    profileImageFile(id: $id, size: $size) { storageKey contentType }\n  }\n": types.RestProfileImageFileDocument,
    "\n  mutation RestDeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) { id kind userId }\n  }\n": types.RestDeleteProfileImageDocument,
    "\n  mutation RestBeginProfileImageUpload {\n    beginProfileImageUpload { stagingKey maxBytes }\n  }\n": types.RestBeginProfileImageUploadDocument,
    "\n  mutation RestRegisterProfileImageUpload($image: String!, $stagingKey: String!) {\n    registerProfileImageUpload(image: $image, stagingKey: $stagingKey) { ...RestProfile email }\n  }\n": types.RestRegisterProfileImageUploadDocument,
    "\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n": types.RestSongPlayFragmentDoc,
    "\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n": types.RestRecentSongsDocument,
    "\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n": types.RestRecordSongPlayDocument,
    "\n  fragment RestAdminUser on User {\n    id email phone displayName avatarId roles capabilities badges { badge label awardedAt } createdAt\n  }\n": types.RestAdminUserFragmentDoc,
    "\n  mutation RestGrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) { id roles }\n  }\n": types.RestGrantRoleDocument,
    "\n  mutation RestRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) { id roles }\n  }\n": types.RestRemoveRoleDocument,
    "\n  mutation RestChangeBadges($userId: ID!, $badges: [String!]!) {\n    changeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n": types.RestChangeBadgesDocument,
    "\n  mutation RestAddBadges($userId: ID!, $badges: [String!]!) {\n    addBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n": types.RestAddBadgesDocument,
    "\n  mutation RestRemoveBadges($userId: ID!, $badges: [String!]!) {\n    removeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n": types.RestRemoveBadgesDocument,
    "\n  mutation RestAdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) { ...RestAdminUser }\n  }\n": types.RestAdminSignUpDocument,
    "\n  query RestAdminUsers($query: ListQueryInput) {\n    allUsers(query: $query) { data { ...RestAdminUser } count total page pageCount }\n  }\n": types.RestAdminUsersDocument,
    "\n  query RestAdminUserById($id: ID!) {\n    adminUser(id: $id) { ...RestAdminUser }\n  }\n": types.RestAdminUserByIdDocument,
    "\n  mutation RestJoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      myRoomRoles\n      serverTime\n      heartbeatSeconds\n      room { id slug name description type design djType numberOfDjs }\n      state { roomId seq document serverTime }\n    }\n  }\n": types.RestJoinRoomDocument,
    "\n  query RestRoomState($roomId: ID!) {\n    roomState(roomId: $roomId) { roomId seq document serverTime }\n  }\n": types.RestRoomStateDocument,
    "\n  query RestRoomPlayedSeconds($roomId: ID) {\n    roomPlayedSeconds(roomId: $roomId)\n  }\n": types.RestRoomPlayedSecondsDocument,
    "\n  fragment RestRoomUserRoles on RoomUserRoles {\n    roomId\n    userId\n    roles\n    grants { role expirationTime grantedBy createdAt }\n  }\n": types.RestRoomUserRolesFragmentDoc,
    "\n  fragment RestRoomModerationEvent on RoomModerationEvent {\n    id\n    roomId\n    actorId\n    targetUserId\n    actionType\n    previousRole\n    role\n    reason\n    expirationTime\n    createdAt\n  }\n": types.RestRoomModerationEventFragmentDoc,
    "\n  query RestRoomUserRoles($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) { ...RestRoomUserRoles }\n  }\n": types.RestRoomUserRolesDocument,
    "\n  query RestRoomUserRole($roomId: ID!, $userId: ID!) {\n    roomUserRole(roomId: $roomId, userId: $userId) { ...RestRoomUserRoles }\n  }\n": types.RestRoomUserRoleDocument,
    "\n  mutation RestGrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n": types.RestGrantRoomRoleDocument,
    "\n  mutation RestRemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n": types.RestRemoveRoomRoleDocument,
    "\n  mutation RestKickUserFromRoom($input: KickUserFromRoomInput!) {\n    kickUserFromRoom(input: $input) { ...RestRoomModerationEvent }\n  }\n": types.RestKickUserFromRoomDocument,
    "\n  mutation RestChangeRoomOwner($roomId: ID!, $userId: ID!, $reason: String) {\n    changeRoomOwner(roomId: $roomId, userId: $userId, reason: $reason) { previousOwnerId ownerId room { id slug } }\n  }\n": types.RestChangeRoomOwnerDocument,
    "\n  mutation RestRemoveUsersFromDancefloor($roomId: ID!, $userIds: [ID!]!, $reason: String) {\n    removeUsersFromDancefloor(roomId: $roomId, userIds: $userIds, reason: $reason) { roomId userIds }\n  }\n": types.RestRemoveUsersFromDancefloorDocument,
    "\n  query RestRoomChatStanding($roomId: ID!) {\n    roomChatStanding(roomId: $roomId) { roomId userId roles canPost chatDisabledUntil canModerate }\n  }\n": types.RestRoomChatStandingDocument,
    "\n  mutation RestDeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n": types.RestDeleteRoomConversationDocument,
    "\n  query RestDiscordGuildRooms($guild: String!) {\n    discordGuildRooms(guild: $guild) { ...RestRoom }\n  }\n": types.RestDiscordGuildRoomsDocument,
    "\n  mutation RestOpenDiscordGuildRoom($guild: String!) {\n    openDiscordGuildRoom(guild: $guild) { ...RestRoom }\n  }\n": types.RestOpenDiscordGuildRoomDocument,
    "\n  mutation RestUpdateUserRooms($userId: ID!, $input: UserRoomsChangesInput!) {\n    updateUserRooms(userId: $userId, input: $input) { ...RestRoom }\n  }\n": types.RestUpdateUserRoomsDocument,
    "\n  mutation RestDeleteUserRooms($userId: ID!) {\n    deleteUserRooms(userId: $userId) { ...RestRoom }\n  }\n": types.RestDeleteUserRoomsDocument,
    "\n  fragment RestDj on Dj {\n    id\n    plays\n    rooms\n    upVotes\n    downVotes\n    firstPlayedAt\n    lastPlayedAt\n    lastRoomId\n    createdAt\n  }\n": types.RestDjFragmentDoc,
    "\n  query RestAdminDjs($query: ListQueryInput) {\n    allDjs(query: $query) { data { ...RestDj } count total page pageCount }\n  }\n": types.RestAdminDjsDocument,
    "\n  query RestAdminDj($id: ID!) {\n    adminDj(id: $id) { ...RestDj }\n  }\n": types.RestAdminDjDocument,
    "\n  query RestSongMetadata($link: String, $isrc: String) {\n    songMetadata(link: $link, isrc: $isrc) {\n      id\n      shortId\n      trackName\n      artistName\n      albumName\n      releaseYear\n      genre\n      duration\n      isrc\n      explicit\n      status\n      musicProviders { provider id }\n      thumbnails { provider url }\n      links\n      previews\n    }\n  }\n": types.RestSongMetadataDocument,
    "\n  fragment RestRoom on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    ownerId\n    hasPassword\n    posterUrl\n    externalUrl\n    pinnedMessages { messageId text pinnedBy pinnedAt }\n    promoted\n    promotedProviders\n    promotedAt\n    liveState\n    liveAudio\n    createdAt\n    updatedAt\n  }\n": types.RestRoomFragmentDoc,
    "\n  query RestRoomByRef($ref: String!) {\n    roomByRef(ref: $ref) { ...RestRoom }\n  }\n": types.RestRoomByRefDocument,
    "\n  query RestPublicRooms($limit: Int, $offset: Int) {\n    publicRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": types.RestPublicRoomsDocument,
    "\n  query RestPromotedRooms($providers: [String!]) {\n    promotedRooms(providers: $providers) { ...RestRoom }\n  }\n": types.RestPromotedRoomsDocument,
    "\n  query RestPrivateRoomCount {\n    privateRoomCount\n  }\n": types.RestPrivateRoomCountDocument,
    "\n  query RestMyRooms($limit: Int, $offset: Int) {\n    myRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": types.RestMyRoomsDocument,
    "\n  query RestOwnedRooms($limit: Int, $offset: Int) {\n    ownedRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": types.RestOwnedRoomsDocument,
    "\n  query RestRoomsByRefs($refs: [String!]!) {\n    roomsByRefs(refs: $refs) { ...RestRoom }\n  }\n": types.RestRoomsByRefsDocument,
    "\n  query RestUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    userRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": types.RestUserRoomsDocument,
    "\n  query RestServiceUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n": types.RestServiceUserRoomsDocument,
    "\n  query RestServiceRooms($take: Int, $skip: Int) {\n    serviceRooms(take: $take, skip: $skip) { ...RestRoom }\n  }\n": types.RestServiceRoomsDocument,
    "\n  query RestServiceRoom($id: ID!) {\n    serviceRoom(id: $id) { ...RestRoom }\n  }\n": types.RestServiceRoomDocument,
    "\n  query RestRoomsByPassword($password: String!) {\n    roomsByPassword(password: $password) { ...RestRoom }\n  }\n": types.RestRoomsByPasswordDocument,
    "\n  query RestRecentRooms {\n    recentRooms { ...RestRoom }\n  }\n": types.RestRecentRoomsDocument,
    "\n  mutation RestRecordRoomVisit($room: String!) {\n    recordRoomVisit(room: $room) { ...RestRoom }\n  }\n": types.RestRecordRoomVisitDocument,
    "\n  mutation RestCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) { ...RestRoom }\n  }\n": types.RestCreateRoomDocument,
    "\n  mutation RestUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n": types.RestUpdateRoomDocument,
    "\n  mutation RestDeleteRoom($id: ID!) {\n    deleteRoom(id: $id) { id slug }\n  }\n": types.RestDeleteRoomDocument,
    "\n  mutation RestPromoteRoom($id: ID!, $promoted: Boolean!, $providers: [String!]) {\n    promoteRoom(id: $id, promoted: $promoted, providers: $providers) { ...RestRoom }\n  }\n": types.RestPromoteRoomDocument,
    "\n  mutation RestSetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) { ...RestRoom }\n  }\n": types.RestSetRoomPinnedMessagesDocument,
    "\n  mutation RestSetRoomExternalUrl($id: ID!, $url: String) {\n    setRoomExternalUrl(id: $id, url: $url) { ...RestRoom }\n  }\n": types.RestSetRoomExternalUrlDocument,
    "\n  mutation RestSetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) { ...RestRoom }\n  }\n": types.RestSetRoomPosterUrlDocument,
    "\n  mutation RestRemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) { ...RestRoom }\n  }\n": types.RestRemoveRoomPosterDocument,
    "\n  mutation RestBeginRoomPosterUpload($id: ID!) {\n    beginRoomPosterUpload(id: $id) { stagingKey maxBytes }\n  }\n": types.RestBeginRoomPosterUploadDocument,
    "\n  mutation RestRegisterRoomPosterUpload($id: ID!, $stagingKey: String!) {\n    registerRoomPosterUpload(id: $id, stagingKey: $stagingKey) { ...RestRoom }\n  }\n": types.RestRegisterRoomPosterUploadDocument,
    "\n  query RestRoomPosterFile($roomId: ID!, $file: String!) {\n    roomPosterFile(roomId: $roomId, file: $file) { storageKey contentType }\n  }\n": types.RestRoomPosterFileDocument,
    "\n  query RestAdminRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { data { ...RestRoom } count total page pageCount }\n  }\n": types.RestAdminRoomsDocument,
    "\n  query RestAdminRoom($id: ID!) {\n    adminRoom(id: $id) { ...RestRoom }\n  }\n": types.RestAdminRoomDocument,
    "\n  mutation RestAdminUpdateRoom($id: ID!, $input: AdminUpdateRoomInput!) {\n    adminUpdateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n": types.RestAdminUpdateRoomDocument,
    "\n  mutation RestSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n": types.RestSetGuestPasswordDocument,
    "\n  mutation RestClearGuestPassword {\n    clearGuestPassword\n  }\n": types.RestClearGuestPasswordDocument,
    "\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n": types.RestSearchDocument,
    "\n  fragment RestSeason on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n    createdAt\n    updatedAt\n  }\n": types.RestSeasonFragmentDoc,
    "\n  mutation RestCreateSeason($input: CreateSeasonInput!) {\n    createSeason(input: $input) { ...RestSeason }\n  }\n": types.RestCreateSeasonDocument,
    "\n  mutation RestUpdateSeason($id: ID!, $input: UpdateSeasonInput!) {\n    updateSeason(id: $id, input: $input) { ...RestSeason }\n  }\n": types.RestUpdateSeasonDocument,
    "\n  mutation RestDeleteSeason($id: ID!) {\n    deleteSeason(id: $id) { ...RestSeason }\n  }\n": types.RestDeleteSeasonDocument,
    "\n  query RestAllSeasons($query: ListQueryInput) {\n    allSeasons(query: $query) { data { ...RestSeason } count total page pageCount }\n  }\n": types.RestAllSeasonsDocument,
    "\n  query RestSeason($id: ID!) {\n    season(id: $id) { ...RestSeason }\n  }\n": types.RestSeasonDocument,
    "\n  query RestCurrentSeason {\n    currentSeason { ...RestSeason }\n  }\n": types.RestCurrentSeasonDocument,
    "\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n": types.RestArtistFragmentDoc,
    "\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n": types.RestAlbumFragmentDoc,
    "\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    playable\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n": types.RestSongFragmentDoc,
    "\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": types.RestSongsDocument,
    "\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n": types.RestSongByIdDocument,
    "\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n": types.RestPublicSongsDocument,
    "\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": types.RestMySongsDocument,
    "\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n": types.RestUpdateSongDocument,
    "\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n": types.RestDeleteSongDocument,
    "\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n": types.RestAlbumsDocument,
    "\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n": types.RestAlbumSongsDocument,
    "\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n": types.RestSongsOnAlbumsDocument,
    "\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n": types.RestSongByShortIdDocument,
    "\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n": types.RestArtistsDocument,
    "\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n": types.RestAlbumsByArtistsDocument,
    "\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n": types.RestArtistAlbumsDocument,
    "\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n": types.RestSongByLinkDocument,
    "\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": types.RestSongByProviderIdDocument,
    "\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n": types.RestSongProviderIdsDocument,
    "\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": types.RestSongByProviderIdForServiceDocument,
    "\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n": types.RestSongStreamDocument,
    "\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n": types.RestSongPreviewDocument,
    "\n  fragment RestSongLinkMigration on SongLinkMigration {\n    id\n    status\n    scanned\n    updated\n    providerIdsNormalised\n    conflicts\n    error\n    createdAt\n    startedAt\n    finishedAt\n  }\n": types.RestSongLinkMigrationFragmentDoc,
    "\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { ...RestSongLinkMigration }\n  }\n": types.RestMigrateSongLinksDocument,
    "\n  query RestSongLinkMigration($id: ID!) {\n    songLinkMigration(id: $id) { ...RestSongLinkMigration }\n  }\n": types.RestSongLinkMigrationDocument,
    "\n  fragment RestTokenAccount on TokenAccount {\n    id\n    balance\n    heldBalance\n    status\n    createdAt\n    updatedAt\n    user { id }\n  }\n": types.RestTokenAccountFragmentDoc,
    "\n  mutation RestOpenTokenAccount {\n    openTokenAccount { ...RestTokenAccount }\n  }\n": types.RestOpenTokenAccountDocument,
    "\n  query RestMyTokenAccount {\n    myTokenAccount { ...RestTokenAccount }\n  }\n": types.RestMyTokenAccountDocument,
    "\n  query RestTokenAccount($id: ID!) {\n    tokenAccount(id: $id) { ...RestTokenAccount }\n  }\n": types.RestTokenAccountDocument,
    "\n  mutation RestCommitTokenHold($input: CommitTokenHoldInput!) {\n    commitTokenHold(input: $input) { id accountId type amount holdId createdAt account { balance heldBalance updatedAt } }\n  }\n": types.RestCommitTokenHoldDocument,
    "\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n": types.RestImportTrackDocument,
    "\n  fragment RestUploadedSong on Song {\n    id\n    status\n    playable\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n": types.RestUploadedSongFragmentDoc,
    "\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n": types.RestBeginSongUploadDocument,
    "\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n": types.RestRegisterSongUploadDocument,
    "\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n": types.RestTranscoderResultDocument,
    "\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n": types.RestSongHlsPlaylistDocument,
    "\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n": types.RestSongHlsKeyDocument,
    "\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n": types.RestSongHlsSegmentDocument,
    "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": types.RestSessionFragmentDoc,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n": types.RestSignUpDocument,
    "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n": types.RestLoginDocument,
    "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n": types.RestGuestTokenDocument,
    "\n  query RestCurrentSession {\n    currentSession { tokenType userId roles capabilities user { id email displayName roles createdAt } }\n  }\n": types.RestCurrentSessionDocument,
    "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n": types.RestAuthPublicKeyDocument,
    "\n  query RestMyCapabilities {\n    myCapabilities\n  }\n": types.RestMyCapabilitiesDocument,
    "\n  mutation RestGrantCapability($userId: ID!, $capability: String!) {\n    grantCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n": types.RestGrantCapabilityDocument,
    "\n  mutation RestRevokeCapability($userId: ID!, $capability: String!) {\n    revokeCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n": types.RestRevokeCapabilityDocument,
    "\n  mutation RestCreateMagicLink($plan: String, $path: String) {\n    createMagicLink(plan: $plan, path: $path) { shortLivedToken url target expiresAt }\n  }\n": types.RestCreateMagicLinkDocument,
    "\n  mutation RestValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) { ...RestSession }\n  }\n": types.RestValidateMagicLinkDocument,
    "\n  fragment RestVoucher on Voucher {\n    id code note status expiresAt createdBy createdAt redeemedBy redeemedAt revokedAt\n  }\n": types.RestVoucherFragmentDoc,
    "\n  mutation RestCreateVoucher($input: CreateVoucherInput) {\n    createVoucher(input: $input) { ...RestVoucher }\n  }\n": types.RestCreateVoucherDocument,
    "\n  query RestVouchers($query: ListQueryInput) {\n    vouchers(query: $query) { total data { ...RestVoucher } }\n  }\n": types.RestVouchersDocument,
    "\n  mutation RestRevokeVoucher($id: ID!) {\n    revokeVoucher(id: $id) { ...RestVoucher }\n  }\n": types.RestRevokeVoucherDocument,
    "\n  mutation RestRedeemVoucher($code: String!) {\n    redeemVoucher(code: $code) { ...RestVoucher }\n  }\n": types.RestRedeemVoucherDocument,
    "\n  mutation RestVoucherSignUp($input: VoucherSignUpInput!) {\n    voucherSignUp(input: $input) { ...RestSession }\n  }\n": types.RestVoucherSignUpDocument,
    "\n  mutation RestSendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) { requestId phone expiresAt }\n  }\n": types.RestSendPhoneCodeDocument,
    "\n  mutation RestVerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) { ...RestSession }\n  }\n": types.RestVerifyPhoneCodeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUserAction on UserAction {\n    id\n    userId\n    type\n    occurredAt\n    roomId\n    detail\n    recordedAt\n  }\n"): (typeof documents)["\n  fragment RestUserAction on UserAction {\n    id\n    userId\n    type\n    occurredAt\n    roomId\n    detail\n    recordedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { data { ...RestUserAction } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { data { ...RestUserAction } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestLastUserAction($userId: ID!) {\n    lastUserAction(userId: $userId) { ...RestUserAction }\n  }\n"): (typeof documents)["\n  query RestLastUserAction($userId: ID!) {\n    lastUserAction(userId: $userId) { ...RestUserAction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSocketEventNames {\n    socketEventNames\n  }\n"): (typeof documents)["\n  query RestSocketEventNames {\n    socketEventNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserEventNames {\n    userEventNames\n  }\n"): (typeof documents)["\n  query RestUserEventNames {\n    userEventNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAuditServiceStatus {\n    auditServiceStatus { service version status database uptimeSeconds time }\n  }\n"): (typeof documents)["\n  query RestAuditServiceStatus {\n    auditServiceStatus { service version status database uptimeSeconds time }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAuditGreeting {\n    auditGreeting\n  }\n"): (typeof documents)["\n  query RestAuditGreeting {\n    auditGreeting\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAvatar on Avatar {\n    id slug name avatarStatus discordOnly imageFileId seasonId awardTopRank awardMinPoints createdAt updatedAt\n  }\n"): (typeof documents)["\n  fragment RestAvatar on Avatar {\n    id slug name avatarStatus discordOnly imageFileId seasonId awardTopRank awardMinPoints createdAt updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAvatarAssignment on UserAvatarAssignment {\n    id userId assignmentType assignedBy createdAt avatar { ...RestAvatar }\n  }\n"): (typeof documents)["\n  fragment RestAvatarAssignment on UserAvatarAssignment {\n    id userId assignmentType assignedBy createdAt avatar { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateAvatar($input: CreateAvatarInput!) {\n    createAvatar(input: $input) { ...RestAvatar }\n  }\n"): (typeof documents)["\n  mutation RestCreateAvatar($input: CreateAvatarInput!) {\n    createAvatar(input: $input) { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateAvatar($slug: String!, $input: UpdateAvatarInput!) {\n    updateAvatar(slug: $slug, input: $input) { ...RestAvatar }\n  }\n"): (typeof documents)["\n  mutation RestUpdateAvatar($slug: String!, $input: UpdateAvatarInput!) {\n    updateAvatar(slug: $slug, input: $input) { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteAvatar($slug: String!) {\n    deleteAvatar(slug: $slug) { ...RestAvatar }\n  }\n"): (typeof documents)["\n  mutation RestDeleteAvatar($slug: String!) {\n    deleteAvatar(slug: $slug) { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminAvatars($query: ListQueryInput) {\n    allAvatars(query: $query) { data { ...RestAvatar } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAdminAvatars($query: ListQueryInput) {\n    allAvatars(query: $query) { data { ...RestAvatar } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminAvatar($slug: String!) {\n    adminAvatar(slug: $slug) { ...RestAvatar }\n  }\n"): (typeof documents)["\n  query RestAdminAvatar($slug: String!) {\n    adminAvatar(slug: $slug) { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestWearableAvatars {\n    avatars { ...RestAvatar }\n  }\n"): (typeof documents)["\n  query RestWearableAvatars {\n    avatars { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSubscriberAvatars {\n    subscriberAvatars { ...RestAvatar }\n  }\n"): (typeof documents)["\n  query RestSubscriberAvatars {\n    subscriberAvatars { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAvatarCatalogue {\n    avatarCatalogue { ...RestAvatar wearability }\n  }\n"): (typeof documents)["\n  query RestAvatarCatalogue {\n    avatarCatalogue { ...RestAvatar wearability }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAvatar($slug: String!) {\n    avatar(slug: $slug) { ...RestAvatar }\n  }\n"): (typeof documents)["\n  query RestAvatar($slug: String!) {\n    avatar(slug: $slug) { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAvatarHolding($slug: String!, $userId: ID!) {\n    avatarHolding(slug: $slug, userId: $userId) { userId holds wearability assignmentId avatar { ...RestAvatar } }\n  }\n"): (typeof documents)["\n  query RestAvatarHolding($slug: String!, $userId: ID!) {\n    avatarHolding(slug: $slug, userId: $userId) { userId holds wearability assignmentId avatar { ...RestAvatar } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceAvatar($slug: String!) {\n    serviceAvatar(slug: $slug) { ...RestAvatar }\n  }\n"): (typeof documents)["\n  query RestServiceAvatar($slug: String!) {\n    serviceAvatar(slug: $slug) { ...RestAvatar }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) { ...RestAvatarAssignment }\n  }\n"): (typeof documents)["\n  mutation RestAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) { ...RestAvatarAssignment }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) { ...RestAvatarAssignment }\n  }\n"): (typeof documents)["\n  mutation RestUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) { ...RestAvatarAssignment }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      id seasonId kind status batchSize cursorAvatarSlug cursorOffset batches awarded createdAt finishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      id seasonId kind status batchSize cursorAvatarSlug cursorOffset batches awarded createdAt finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBlockedUser on BlockedUser {\n    id\n    blockerId\n    blockedUserId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestBlockedUser on BlockedUser {\n    id\n    blockerId\n    blockedUserId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBlockUser($userId: ID!) {\n    blockUser(userId: $userId) { ...RestBlockedUser }\n  }\n"): (typeof documents)["\n  mutation RestBlockUser($userId: ID!) {\n    blockUser(userId: $userId) { ...RestBlockedUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestBlockedUsers($query: ListQueryInput) {\n    blockedUsers(query: $query) { total data { ...RestBlockedUser } }\n  }\n"): (typeof documents)["\n  query RestBlockedUsers($query: ListQueryInput) {\n    blockedUsers(query: $query) { total data { ...RestBlockedUser } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestBlockedUser($id: ID!) {\n    blockedUser(id: $id) { ...RestBlockedUser }\n  }\n"): (typeof documents)["\n  query RestBlockedUser($id: ID!) {\n    blockedUser(id: $id) { ...RestBlockedUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUnblockUser($id: ID!) {\n    unblockUser(id: $id) { ...RestBlockedUser }\n  }\n"): (typeof documents)["\n  mutation RestUnblockUser($id: ID!) {\n    unblockUser(id: $id) { ...RestBlockedUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBot on Bot {\n    id displayName createdBy createdAt secretActive secretIssuedAt secretRevokedAt lastTokenAt\n  }\n"): (typeof documents)["\n  fragment RestBot on Bot {\n    id displayName createdBy createdAt secretActive secretIssuedAt secretRevokedAt lastTokenAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) { secret bot { ...RestBot } }\n  }\n"): (typeof documents)["\n  mutation RestSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) { secret bot { ...RestBot } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBotToken($secret: String!) {\n    botToken(secret: $secret) { accessToken expiresIn tokenType botId }\n  }\n"): (typeof documents)["\n  mutation RestBotToken($secret: String!) {\n    botToken(secret: $secret) { accessToken expiresIn tokenType botId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAgoraToken($input: AgoraTokenInput!) {\n    agoraToken(input: $input) { token appId channelName userAccount role expiresIn expiresAt }\n  }\n"): (typeof documents)["\n  mutation RestAgoraToken($input: AgoraTokenInput!) {\n    agoraToken(input: $input) { token appId channelName userAccount role expiresIn expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestChatUserToken {\n    chatUserToken { token scope userId expiresIn expiresAt }\n  }\n"): (typeof documents)["\n  mutation RestChatUserToken {\n    chatUserToken { token scope userId expiresIn expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestChatGhostToken {\n    chatGhostToken { token scope userId expiresIn expiresAt }\n  }\n"): (typeof documents)["\n  mutation RestChatGhostToken {\n    chatGhostToken { token scope userId expiresIn expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestChatUsers($userIds: [String]) {\n    chatUsers(userIds: $userIds) { existing missing }\n  }\n"): (typeof documents)["\n  query RestChatUsers($userIds: [String]) {\n    chatUsers(userIds: $userIds) { existing missing }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserServiceStatus {\n    userServiceStatus { service version status database uptimeSeconds time users bots botsWithActiveSecret activeSessions }\n  }\n"): (typeof documents)["\n  query RestUserServiceStatus {\n    userServiceStatus { service version status database uptimeSeconds time users bots botsWithActiveSecret activeSessions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestChatMessageImage($messageId: ID!, $index: Int!) {\n    chatMessageImage(messageId: $messageId, index: $index) { storageKey contentType }\n  }\n"): (typeof documents)["\n  query RestChatMessageImage($messageId: ID!, $index: Int!) {\n    chatMessageImage(messageId: $messageId, index: $index) { storageKey contentType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestCommunity on Community {\n    id\n    slug\n    name\n    description\n    imageUrl\n    ownerId\n    memberCount\n    roomCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestCommunity on Community {\n    id\n    slug\n    name\n    description\n    imageUrl\n    ownerId\n    memberCount\n    roomCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCommunity($id: ID!) {\n    community(id: $id) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  query RestCommunity($id: ID!) {\n    community(id: $id) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCommunityUsers($id: ID!, $limit: Int, $offset: Int) {\n    communityUsers(id: $id, limit: $limit, offset: $offset) { total data { communityId userId addedBy joinedAt } }\n  }\n"): (typeof documents)["\n  query RestCommunityUsers($id: ID!, $limit: Int, $offset: Int) {\n    communityUsers(id: $id, limit: $limit, offset: $offset) { total data { communityId userId addedBy joinedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCommunityRooms($id: ID!, $limit: Int, $offset: Int) {\n    communityRooms(id: $id, limit: $limit, offset: $offset) { total data { ...RestRoom } }\n  }\n"): (typeof documents)["\n  query RestCommunityRooms($id: ID!, $limit: Int, $offset: Int) {\n    communityRooms(id: $id, limit: $limit, offset: $offset) { total data { ...RestRoom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomCommunities($roomId: ID!, $limit: Int, $offset: Int) {\n    roomCommunities(roomId: $roomId, limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n"): (typeof documents)["\n  query RestRoomCommunities($roomId: ID!, $limit: Int, $offset: Int) {\n    roomCommunities(roomId: $roomId, limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserCommunities($limit: Int, $offset: Int) {\n    userCommunities(limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n"): (typeof documents)["\n  query RestUserCommunities($limit: Int, $offset: Int) {\n    userCommunities(limit: $limit, offset: $offset) { total data { ...RestCommunity } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestJoinCommunity($id: ID!) {\n    joinCommunity(id: $id) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestJoinCommunity($id: ID!) {\n    joinCommunity(id: $id) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestLeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestLeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddCommunityUser($id: ID!, $userId: ID!) {\n    addCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestAddCommunityUser($id: ID!, $userId: ID!) {\n    addCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveCommunityUser($id: ID!, $userId: ID!) {\n    removeCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestRemoveCommunityUser($id: ID!, $userId: ID!) {\n    removeCommunityUser(id: $id, userId: $userId) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddCommunityRoom($id: ID!, $roomId: ID!) {\n    addCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestAddCommunityRoom($id: ID!, $roomId: ID!) {\n    addCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveCommunityRoom($id: ID!, $roomId: ID!) {\n    removeCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestRemoveCommunityRoom($id: ID!, $roomId: ID!) {\n    removeCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddToCommunity($id: ID!, $input: CommunityChangeInput!) {\n    addToCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestAddToCommunity($id: ID!, $input: CommunityChangeInput!) {\n    addToCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveFromCommunity($id: ID!, $input: CommunityChangeInput!) {\n    removeFromCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestRemoveFromCommunity($id: ID!, $input: CommunityChangeInput!) {\n    removeFromCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllCommunities($query: ListQueryInput) {\n    allCommunities(query: $query) { data { ...RestCommunity } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAllCommunities($query: ListQueryInput) {\n    allCommunities(query: $query) { data { ...RestCommunity } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminCommunity($id: ID!) {\n    adminCommunity(id: $id) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  query RestAdminCommunity($id: ID!) {\n    adminCommunity(id: $id) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateCommunity($input: CommunityInput!) {\n    createCommunity(input: $input) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestCreateCommunity($input: CommunityInput!) {\n    createCommunity(input: $input) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateCommunities($inputs: [CommunityInput!]!) {\n    createCommunities(inputs: $inputs) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestCreateCommunities($inputs: [CommunityInput!]!) {\n    createCommunities(inputs: $inputs) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateCommunity($id: ID!, $input: CommunityInput!) {\n    updateCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestUpdateCommunity($id: ID!, $input: CommunityInput!) {\n    updateCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReplaceCommunity($id: ID!, $input: CommunityInput!) {\n    replaceCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestReplaceCommunity($id: ID!, $input: CommunityInput!) {\n    replaceCommunity(id: $id, input: $input) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id) { ...RestCommunity }\n  }\n"): (typeof documents)["\n  mutation RestDeleteCommunity($id: ID!) {\n    deleteCommunity(id: $id) { ...RestCommunity }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestConsumable on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileId\n    fileUrl\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestConsumable on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileId\n    fileUrl\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestConsumablePurchase on ConsumablePurchase {\n    id\n    status\n    roomId\n    consumableId\n    accountId\n    tokenCost\n    failureReason\n    createdAt\n    settledAt\n    tokenAccount { id balance updatedAt }\n  }\n"): (typeof documents)["\n  fragment RestConsumablePurchase on ConsumablePurchase {\n    id\n    status\n    roomId\n    consumableId\n    accountId\n    tokenCost\n    failureReason\n    createdAt\n    settledAt\n    tokenAccount { id balance updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateConsumable($input: CreateConsumableInput!) {\n    createConsumable(input: $input) { ...RestConsumable }\n  }\n"): (typeof documents)["\n  mutation RestCreateConsumable($input: CreateConsumableInput!) {\n    createConsumable(input: $input) { ...RestConsumable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestConsumable($id: ID!) {\n    consumable(id: $id) { ...RestConsumable }\n  }\n"): (typeof documents)["\n  query RestConsumable($id: ID!) {\n    consumable(id: $id) { ...RestConsumable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateConsumable($id: ID!, $input: UpdateConsumableInput!) {\n    updateConsumable(id: $id, input: $input) { ...RestConsumable }\n  }\n"): (typeof documents)["\n  mutation RestUpdateConsumable($id: ID!, $input: UpdateConsumableInput!) {\n    updateConsumable(id: $id, input: $input) { ...RestConsumable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteConsumable($id: ID!) {\n    deleteConsumable(id: $id) { ...RestConsumable }\n  }\n"): (typeof documents)["\n  mutation RestDeleteConsumable($id: ID!) {\n    deleteConsumable(id: $id) { ...RestConsumable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestConsumables($query: ListQueryInput) {\n    consumables(query: $query) { total data { ...RestConsumable } }\n  }\n"): (typeof documents)["\n  query RestConsumables($query: ListQueryInput) {\n    consumables(query: $query) { total data { ...RestConsumable } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestConsumableCount($query: ListQueryInput) {\n    consumables(query: $query) { total }\n  }\n"): (typeof documents)["\n  query RestConsumableCount($query: ListQueryInput) {\n    consumables(query: $query) { total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBeginConsumableFileUpload {\n    beginEconomyFileUpload { stagingKey maxBytes }\n  }\n"): (typeof documents)["\n  mutation RestBeginConsumableFileUpload {\n    beginEconomyFileUpload { stagingKey maxBytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterConsumableFileUpload($stagingKey: String!) {\n    registerEconomyFileUpload(stagingKey: $stagingKey) { id contentType size createdAt }\n  }\n"): (typeof documents)["\n  mutation RestRegisterConsumableFileUpload($stagingKey: String!) {\n    registerEconomyFileUpload(stagingKey: $stagingKey) { id contentType size createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestConsumableFile($id: ID!) {\n    economyFile(id: $id) { storageKey contentType }\n  }\n"): (typeof documents)["\n  query RestConsumableFile($id: ID!) {\n    economyFile(id: $id) { storageKey contentType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestPurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) { ...RestConsumablePurchase }\n  }\n"): (typeof documents)["\n  mutation RestPurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) { ...RestConsumablePurchase }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBookContact on BookContact {\n    id\n    ownerId\n    phoneDigest\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestBookContact on BookContact {\n    id\n    ownerId\n    phoneDigest\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUploadBookContacts($input: UploadBookContactsInput!) {\n    uploadBookContacts(input: $input) { added alreadyKept skipped total }\n  }\n"): (typeof documents)["\n  mutation RestUploadBookContacts($input: UploadBookContactsInput!) {\n    uploadBookContacts(input: $input) { added alreadyKept skipped total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddBookContact($input: AddBookContactInput!) {\n    addBookContact(input: $input) { ...RestBookContact }\n  }\n"): (typeof documents)["\n  mutation RestAddBookContact($input: AddBookContactInput!) {\n    addBookContact(input: $input) { ...RestBookContact }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteBookContacts($input: DeleteBookContactsInput) {\n    deleteBookContacts(input: $input)\n  }\n"): (typeof documents)["\n  mutation RestDeleteBookContacts($input: DeleteBookContactsInput) {\n    deleteBookContacts(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyBookContacts {\n    myBookContacts { ...RestBookContact }\n  }\n"): (typeof documents)["\n  query RestMyBookContacts {\n    myBookContacts { ...RestBookContact }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserBookContacts($userId: ID!) {\n    userBookContacts(userId: $userId) { ...RestBookContact }\n  }\n"): (typeof documents)["\n  query RestUserBookContacts($userId: ID!) {\n    userBookContacts(userId: $userId) { ...RestBookContact }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMatchingContacts {\n    matchingContacts { userId contactId }\n  }\n"): (typeof documents)["\n  query RestMatchingContacts {\n    matchingContacts { userId contactId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMatchingContactsNotFriends {\n    matchingContactsNotFriends { userId contactId }\n  }\n"): (typeof documents)["\n  query RestMatchingContactsNotFriends {\n    matchingContactsNotFriends { userId contactId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddTrackToPlaylist($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason }\n    }\n  }\n"): (typeof documents)["\n  mutation RestAddTrackToPlaylist($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    songShortId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    previews\n    streamUrls { provider kind url }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    songShortId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    previews\n    streamUrls { provider kind url }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"): (typeof documents)["\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n"): (typeof documents)["\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n"): (typeof documents)["\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestCustomField on CustomField {\n    id\n    userId\n    key\n    value\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestCustomField on CustomField {\n    id\n    userId\n    key\n    value\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetCustomField($input: SetCustomFieldInput!) {\n    setCustomField(input: $input) { ...RestCustomField }\n  }\n"): (typeof documents)["\n  mutation RestSetCustomField($input: SetCustomFieldInput!) {\n    setCustomField(input: $input) { ...RestCustomField }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteCustomField($input: DeleteCustomFieldInput!) {\n    deleteCustomField(input: $input) { ...RestCustomField }\n  }\n"): (typeof documents)["\n  mutation RestDeleteCustomField($input: DeleteCustomFieldInput!) {\n    deleteCustomField(input: $input) { ...RestCustomField }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReceiveCyaniteWebhook($input: CyaniteWebhookInput!) {\n    receiveCyaniteWebhook(input: $input) {\n      outcome\n      spotifyTrackId\n    }\n  }\n"): (typeof documents)["\n  mutation RestReceiveCyaniteWebhook($input: CyaniteWebhookInput!) {\n    receiveCyaniteWebhook(input: $input) {\n      outcome\n      spotifyTrackId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDevice on Device {\n    id\n    userId\n    devicePlatform\n    token\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestDevice on Device {\n    id\n    userId\n    devicePlatform\n    token\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterDevice($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { ...RestDevice }\n  }\n"): (typeof documents)["\n  mutation RestRegisterDevice($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { ...RestDevice }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveDevice($token: String!, $userId: ID) {\n    removeDevice(token: $token, userId: $userId) { ...RestDevice }\n  }\n"): (typeof documents)["\n  mutation RestRemoveDevice($token: String!, $userId: ID) {\n    removeDevice(token: $token, userId: $userId) { ...RestDevice }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDevice($userId: ID!, $token: String!) {\n    device(userId: $userId, token: $token) { ...RestDevice }\n  }\n"): (typeof documents)["\n  query RestDevice($userId: ID!, $token: String!) {\n    device(userId: $userId, token: $token) { ...RestDevice }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDevices($userId: ID!) {\n    devices(userId: $userId) { ...RestDevice }\n  }\n"): (typeof documents)["\n  query RestDevices($userId: ID!) {\n    devices(userId: $userId) { ...RestDevice }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDjFan on DjFan {\n    id\n    djId\n    fanId\n    notify\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestDjFan on DjFan {\n    id\n    djId\n    fanId\n    notify\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestFollowDj($djId: ID!, $notify: Boolean!) {\n    followDj(djId: $djId, notify: $notify) { ...RestDjFan }\n  }\n"): (typeof documents)["\n  mutation RestFollowDj($djId: ID!, $notify: Boolean!) {\n    followDj(djId: $djId, notify: $notify) { ...RestDjFan }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) { ...RestDjFan }\n  }\n"): (typeof documents)["\n  mutation RestUnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) { ...RestDjFan }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyDjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) { ...RestDjFan }\n  }\n"): (typeof documents)["\n  query RestMyDjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) { ...RestDjFan }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n"): (typeof documents)["\n  query RestDjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDjFans($djId: ID!, $skip: Int, $take: Int) {\n    djFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n"): (typeof documents)["\n  query RestDjFans($djId: ID!, $skip: Int, $take: Int) {\n    djFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDjsFollowed($userId: ID, $skip: Int, $take: Int) {\n    djsFollowed(userId: $userId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n"): (typeof documents)["\n  query RestDjsFollowed($userId: ID, $skip: Int, $take: Int) {\n    djsFollowed(userId: $userId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminDjFans($djId: ID!, $skip: Int, $take: Int) {\n    adminDjFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n"): (typeof documents)["\n  query RestAdminDjFans($djId: ID!, $skip: Int, $take: Int) {\n    adminDjFans(djId: $djId, skip: $skip, take: $take) { total items { ...RestDjFan } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyFanDevices {\n    myFanDevices { id userId devicePlatform }\n  }\n"): (typeof documents)["\n  query RestMyFanDevices {\n    myFanDevices { id userId devicePlatform }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestNotifyDjFans($djId: ID) {\n    notifyDjFans(djId: $djId) { notified }\n  }\n"): (typeof documents)["\n  mutation RestNotifyDjFans($djId: ID) {\n    notifyDjFans(djId: $djId) { notified }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEconomyGreeting {\n    economyGreeting\n  }\n"): (typeof documents)["\n  query RestEconomyGreeting {\n    economyGreeting\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSentryTesting {\n    raiseSentryTestError\n  }\n"): (typeof documents)["\n  mutation RestSentryTesting {\n    raiseSentryTestError\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUserEmail on UserEmail {\n    id userId email type status verifiedAt deletedAt codeSentAt createdBy createdAt updatedAt\n  }\n"): (typeof documents)["\n  fragment RestUserEmail on UserEmail {\n    id userId email type status verifiedAt deletedAt codeSentAt createdBy createdAt updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPasswordSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n"): (typeof documents)["\n  fragment RestPasswordSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEmails($userId: ID, $includeDeleted: Boolean) {\n    emails(userId: $userId, includeDeleted: $includeDeleted) { ...RestUserEmail }\n  }\n"): (typeof documents)["\n  query RestEmails($userId: ID, $includeDeleted: Boolean) {\n    emails(userId: $userId, includeDeleted: $includeDeleted) { ...RestUserEmail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...RestUserEmail }\n  }\n"): (typeof documents)["\n  mutation RestAddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...RestUserEmail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteEmail($id: ID!) {\n    deleteEmail(id: $id) { ...RestUserEmail }\n  }\n"): (typeof documents)["\n  mutation RestDeleteEmail($id: ID!) {\n    deleteEmail(id: $id) { ...RestUserEmail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n"): (typeof documents)["\n  mutation RestVerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestConfirmEmail($input: VerifyEmailInput!) {\n    confirmEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n"): (typeof documents)["\n  mutation RestConfirmEmail($input: VerifyEmailInput!) {\n    confirmEmail(input: $input) { status email { ...RestUserEmail } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSendVerificationEmail($input: EmailTargetInput) {\n    sendVerificationEmail(input: $input) { nextResendAt email { ...RestUserEmail } }\n  }\n"): (typeof documents)["\n  mutation RestSendVerificationEmail($input: EmailTargetInput) {\n    sendVerificationEmail(input: $input) { nextResendAt email { ...RestUserEmail } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { ...RestPasswordSession }\n  }\n"): (typeof documents)["\n  mutation RestChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { ...RestPasswordSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestForgotPassword($email: String!) {\n    forgotPassword(email: $email) { message }\n  }\n"): (typeof documents)["\n  mutation RestForgotPassword($email: String!) {\n    forgotPassword(email: $email) { message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { ...RestPasswordSession }\n  }\n"): (typeof documents)["\n  mutation RestResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { ...RestPasswordSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) { ...RestPasswordSession }\n  }\n"): (typeof documents)["\n  mutation RestSetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) { ...RestPasswordSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAdminSetPassword($input: AdminSetPasswordInput!) {\n    adminSetPassword(input: $input) { userId revokedRefreshTokens }\n  }\n"): (typeof documents)["\n  mutation RestAdminSetPassword($input: AdminSetPasswordInput!) {\n    adminSetPassword(input: $input) { userId revokedRefreshTokens }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestEvent on Event {\n    id\n    slug\n    title\n    description\n    roomId\n    communityId\n    startsAt\n    endsAt\n    createdBy\n    interestedCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestEvent on Event {\n    id\n    slug\n    title\n    description\n    roomId\n    communityId\n    startsAt\n    endsAt\n    createdBy\n    interestedCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    events(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n"): (typeof documents)["\n  query RestEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    events(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUpcomingEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    upcomingEvents(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n"): (typeof documents)["\n  query RestUpcomingEvents($roomId: ID, $communityId: ID, $limit: Int, $offset: Int) {\n    upcomingEvents(roomId: $roomId, communityId: $communityId, limit: $limit, offset: $offset) { total data { ...RestEvent } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEvent($id: ID!) {\n    event(id: $id) { ...RestEvent }\n  }\n"): (typeof documents)["\n  query RestEvent($id: ID!) {\n    event(id: $id) { ...RestEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEventBySlug($slug: String!) {\n    eventBySlug(slug: $slug) { ...RestEvent }\n  }\n"): (typeof documents)["\n  query RestEventBySlug($slug: String!) {\n    eventBySlug(slug: $slug) { ...RestEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { ...RestEvent }\n  }\n"): (typeof documents)["\n  mutation RestCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { ...RestEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { ...RestEvent }\n  }\n"): (typeof documents)["\n  mutation RestUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { ...RestEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { ...RestEvent }\n  }\n"): (typeof documents)["\n  mutation RestDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { ...RestEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllEvents($query: ListQueryInput) {\n    allEvents(query: $query) { data { ...RestEvent } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAllEvents($query: ListQueryInput) {\n    allEvents(query: $query) { data { ...RestEvent } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminEvent($id: ID!) {\n    adminEvent(id: $id) { ...RestEvent }\n  }\n"): (typeof documents)["\n  query RestAdminEvent($id: ID!) {\n    adminEvent(id: $id) { ...RestEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) { provider playlistId url trackCount skipped }\n  }\n"): (typeof documents)["\n  mutation RestExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) { provider playlistId url trackCount skipped }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestFriendInvitation on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    handledAt\n  }\n"): (typeof documents)["\n  fragment RestFriendInvitation on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    handledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestFriend on Friend {\n    id\n    userId\n    friendId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestFriend on Friend {\n    id\n    userId\n    friendId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) { ...RestFriendInvitation }\n  }\n"): (typeof documents)["\n  mutation RestSendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) { ...RestFriendInvitation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFriendInvitation($id: ID!) {\n    friendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n"): (typeof documents)["\n  query RestFriendInvitation($id: ID!) {\n    friendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFriendInvitationsForMe($query: ListQueryInput) {\n    friendInvitationsForMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n"): (typeof documents)["\n  query RestFriendInvitationsForMe($query: ListQueryInput) {\n    friendInvitationsForMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFriendInvitationsFromMe($query: ListQueryInput) {\n    friendInvitationsFromMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n"): (typeof documents)["\n  query RestFriendInvitationsFromMe($query: ListQueryInput) {\n    friendInvitationsFromMe(query: $query) { total data { ...RestFriendInvitation } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n"): (typeof documents)["\n  mutation RestCancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) { ...RestFriendInvitation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestHandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) { ...RestFriendInvitation }\n  }\n"): (typeof documents)["\n  mutation RestHandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) { ...RestFriendInvitation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFriendsUuids($userId: ID) {\n    friendsUuids(userId: $userId) { userId friendsUuids }\n  }\n"): (typeof documents)["\n  query RestFriendsUuids($userId: ID) {\n    friendsUuids(userId: $userId) { userId friendsUuids }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFriends($userId: ID, $query: ListQueryInput) {\n    friends(userId: $userId, query: $query) { total data { ...RestFriend } }\n  }\n"): (typeof documents)["\n  query RestFriends($userId: ID, $query: ListQueryInput) {\n    friends(userId: $userId, query: $query) { total data { ...RestFriend } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFriend($id: ID!) {\n    friend(id: $id) { ...RestFriend }\n  }\n"): (typeof documents)["\n  query RestFriend($id: ID!) {\n    friend(id: $id) { ...RestFriend }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveFriend($id: ID!) {\n    removeFriend(id: $id) { ...RestFriend }\n  }\n"): (typeof documents)["\n  mutation RestRemoveFriend($id: ID!) {\n    removeFriend(id: $id) { ...RestFriend }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestGeolocate($ip: String) {\n    geolocate(ip: $ip) {\n      ip\n      country\n      region\n      source\n      database\n    }\n  }\n"): (typeof documents)["\n  query RestGeolocate($ip: String) {\n    geolocate(ip: $ip) {\n      ip\n      country\n      region\n      source\n      database\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomServiceStatus {\n    roomServiceStatus { service version status database uptimeSeconds time }\n  }\n"): (typeof documents)["\n  query RestRoomServiceStatus {\n    roomServiceStatus { service version status database uptimeSeconds time }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPlaylistServiceStatus {\n    playlistServiceStatus { service version status database uptimeSeconds time }\n  }\n"): (typeof documents)["\n  query RestPlaylistServiceStatus {\n    playlistServiceStatus { service version status database uptimeSeconds time }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestModerationAction on ModerationAction {\n    id\n    actionType\n    actorId\n    targetUserId\n    roomId\n    previousRole\n    role\n    reason\n    revision\n    createdAt\n    updatedAt\n    updatedBy\n    recordedBy\n    deletedAt\n    deletedBy\n  }\n"): (typeof documents)["\n  fragment RestModerationAction on ModerationAction {\n    id\n    actionType\n    actorId\n    targetUserId\n    roomId\n    previousRole\n    role\n    reason\n    revision\n    createdAt\n    updatedAt\n    updatedBy\n    recordedBy\n    deletedAt\n    deletedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestModerationActions($query: ListQueryInput) {\n    moderationActions(query: $query) { data { ...RestModerationAction } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestModerationActions($query: ListQueryInput) {\n    moderationActions(query: $query) { data { ...RestModerationAction } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestModerationAction($id: ID!) {\n    moderationAction(id: $id) {\n      ...RestModerationAction\n      revisions { revision actionType actorId targetUserId roomId previousRole role reason validFrom change changedBy changedAt }\n    }\n  }\n"): (typeof documents)["\n  query RestModerationAction($id: ID!) {\n    moderationAction(id: $id) {\n      ...RestModerationAction\n      revisions { revision actionType actorId targetUserId roomId previousRole role reason validFrom change changedBy changedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateModerationAction($input: ModerationActionInput!) {\n    createModerationAction(input: $input) { ...RestModerationAction }\n  }\n"): (typeof documents)["\n  mutation RestCreateModerationAction($input: ModerationActionInput!) {\n    createModerationAction(input: $input) { ...RestModerationAction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) { ...RestModerationAction }\n  }\n"): (typeof documents)["\n  mutation RestCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) { ...RestModerationAction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateModerationAction($id: ID!, $input: ModerationActionChangeInput!) {\n    updateModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n"): (typeof documents)["\n  mutation RestUpdateModerationAction($id: ID!, $input: ModerationActionChangeInput!) {\n    updateModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReplaceModerationAction($id: ID!, $input: ModerationActionInput!) {\n    replaceModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n"): (typeof documents)["\n  mutation RestReplaceModerationAction($id: ID!, $input: ModerationActionInput!) {\n    replaceModerationAction(id: $id, input: $input) { ...RestModerationAction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteModerationAction($id: ID!) {\n    deleteModerationAction(id: $id) { ...RestModerationAction }\n  }\n"): (typeof documents)["\n  mutation RestDeleteModerationAction($id: ID!) {\n    deleteModerationAction(id: $id) { ...RestModerationAction }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAccountStanding on AccountStanding {\n    userId\n    banned\n    bannedAt\n    bannedUntil\n    banReason\n    deactivated\n    deactivatedAt\n    tokensRevokedAt\n  }\n"): (typeof documents)["\n  fragment RestAccountStanding on AccountStanding {\n    userId\n    banned\n    bannedAt\n    bannedUntil\n    banReason\n    deactivated\n    deactivatedAt\n    tokensRevokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDeactivationRequest on DeactivationRequest {\n    userId\n    reason\n    status\n    requestedAt\n    resolvedBy\n    resolvedAt\n  }\n"): (typeof documents)["\n  fragment RestDeactivationRequest on DeactivationRequest {\n    userId\n    reason\n    status\n    requestedAt\n    resolvedBy\n    resolvedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestKickUser($userId: ID!, $reason: String) {\n    kickUser(userId: $userId, reason: $reason) { ...RestAccountStanding }\n  }\n"): (typeof documents)["\n  mutation RestKickUser($userId: ID!, $reason: String) {\n    kickUser(userId: $userId, reason: $reason) { ...RestAccountStanding }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBanUser($input: BanUserInput!) {\n    banUser(input: $input) { ...RestAccountStanding }\n  }\n"): (typeof documents)["\n  mutation RestBanUser($input: BanUserInput!) {\n    banUser(input: $input) { ...RestAccountStanding }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestTemporarilyBanUser($input: BanUserInput!) {\n    temporarilyBanUser(input: $input) { ...RestAccountStanding }\n  }\n"): (typeof documents)["\n  mutation RestTemporarilyBanUser($input: BanUserInput!) {\n    temporarilyBanUser(input: $input) { ...RestAccountStanding }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUnbanUser($userId: ID!) {\n    unbanUser(userId: $userId) { ...RestAccountStanding }\n  }\n"): (typeof documents)["\n  mutation RestUnbanUser($userId: ID!) {\n    unbanUser(userId: $userId) { ...RestAccountStanding }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) { ...RestDeactivationRequest }\n  }\n"): (typeof documents)["\n  mutation RestRequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) { ...RestDeactivationRequest }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPendingDeactivations($query: ListQueryInput) {\n    pendingDeactivations(query: $query) {\n      total\n      data { ...RestDeactivationRequest user { id displayName } }\n    }\n  }\n"): (typeof documents)["\n  query RestPendingDeactivations($query: ListQueryInput) {\n    pendingDeactivations(query: $query) {\n      total\n      data { ...RestDeactivationRequest user { id displayName } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCancelDeactivationRequest($userId: ID!) {\n    cancelDeactivationRequest(userId: $userId) { ...RestDeactivationRequest }\n  }\n"): (typeof documents)["\n  mutation RestCancelDeactivationRequest($userId: ID!) {\n    cancelDeactivationRequest(userId: $userId) { ...RestDeactivationRequest }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n"): (typeof documents)["\n  mutation RestDeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n"): (typeof documents)["\n  mutation RestReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) { ...RestAccountStanding }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddModerationComment($input: AddModerationCommentInput!) {\n    addModerationComment(input: $input) { id userId authorId comment createdAt author { id displayName } }\n  }\n"): (typeof documents)["\n  mutation RestAddModerationComment($input: AddModerationCommentInput!) {\n    addModerationComment(input: $input) { id userId authorId comment createdAt author { id displayName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n"): (typeof documents)["\n  query RestModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestMusicServiceToken on MusicServiceToken {\n    provider\n    accessToken\n    tokenType\n    expiresIn\n    expiresAt\n    scope\n  }\n"): (typeof documents)["\n  fragment RestMusicServiceToken on MusicServiceToken {\n    provider\n    accessToken\n    tokenType\n    expiresIn\n    expiresAt\n    scope\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestExchangeMusicServiceCode($provider: MusicService!, $code: String, $state: String) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n"): (typeof documents)["\n  mutation RestExchangeMusicServiceCode($provider: MusicService!, $code: String, $state: String) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRefreshMusicServiceToken($provider: MusicService!, $mobile: Boolean, $refreshToken: String) {\n    refreshMusicServiceToken(provider: $provider, mobile: $mobile, refreshToken: $refreshToken) { ...RestMusicServiceToken }\n  }\n"): (typeof documents)["\n  mutation RestRefreshMusicServiceToken($provider: MusicService!, $mobile: Boolean, $refreshToken: String) {\n    refreshMusicServiceToken(provider: $provider, mobile: $mobile, refreshToken: $refreshToken) { ...RestMusicServiceToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n"): (typeof documents)["\n  mutation RestUnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMusicServiceAccessToken($userId: ID!, $provider: MusicService!, $mobile: Boolean) {\n    musicServiceAccessToken(userId: $userId, provider: $provider, mobile: $mobile) { ...RestMusicServiceToken }\n  }\n"): (typeof documents)["\n  query RestMusicServiceAccessToken($userId: ID!, $provider: MusicService!, $mobile: Boolean) {\n    musicServiceAccessToken(userId: $userId, provider: $provider, mobile: $mobile) { ...RestMusicServiceToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSoundcloudPublicToken($mobile: Boolean) {\n    soundcloudPublicToken(mobile: $mobile) { ...RestMusicServiceToken }\n  }\n"): (typeof documents)["\n  query RestSoundcloudPublicToken($mobile: Boolean) {\n    soundcloudPublicToken(mobile: $mobile) { ...RestMusicServiceToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestStoreAppleUserToken($userToken: String) {\n    storeAppleUserToken(userToken: $userToken)\n  }\n"): (typeof documents)["\n  mutation RestStoreAppleUserToken($userToken: String) {\n    storeAppleUserToken(userToken: $userToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAppleUserToken($userId: ID!) {\n    appleUserToken(userId: $userId) { userId userToken }\n  }\n"): (typeof documents)["\n  query RestAppleUserToken($userId: ID!) {\n    appleUserToken(userId: $userId) { userId userToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDiscordAuth($input: DiscordCredentialsInput!) {\n    discordAuth(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestDiscordAuth($input: DiscordCredentialsInput!) {\n    discordAuth(input: $input) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestExchangeDiscordCode($code: String, $state: String) {\n    exchangeDiscordCode(code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n"): (typeof documents)["\n  mutation RestExchangeDiscordCode($code: String, $state: String) {\n    exchangeDiscordCode(code: $code, state: $state) { ...RestMusicServiceToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestLinkDiscord($input: DiscordCredentialsInput!) {\n    linkDiscord(input: $input) { discordId username }\n  }\n"): (typeof documents)["\n  mutation RestLinkDiscord($input: DiscordCredentialsInput!) {\n    linkDiscord(input: $input) { discordId username }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) { notified }\n  }\n"): (typeof documents)["\n  mutation RestSendNotification($input: SendNotificationInput!) {\n    sendNotification(input: $input) { notified }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyNotifications($limit: Int) {\n    myNotifications(limit: $limit) { id kind title body data senderId createdAt }\n  }\n"): (typeof documents)["\n  query RestMyNotifications($limit: Int) {\n    myNotifications(limit: $limit) { id kind title body data senderId createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterWebPush($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { id userId devicePlatform token createdAt updatedAt }\n  }\n"): (typeof documents)["\n  mutation RestRegisterWebPush($input: RegisterDeviceInput!) {\n    registerDevice(input: $input) { id userId devicePlatform token createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPlanSubscription on PlanSubscription {\n    id\n    userId\n    level: planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    country\n    priceId\n    productId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestPlanSubscription on PlanSubscription {\n    id\n    userId\n    level: planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    country\n    priceId\n    productId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSubscriptionCount($startDate: DateTimeISO, $endDate: DateTimeISO, $region: String, $level: String) {\n    subscriptionCount(startDate: $startDate, endDate: $endDate, region: $region, level: $level)\n  }\n"): (typeof documents)["\n  query RestSubscriptionCount($startDate: DateTimeISO, $endDate: DateTimeISO, $region: String, $level: String) {\n    subscriptionCount(startDate: $startDate, endDate: $endDate, region: $region, level: $level)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMySubscription {\n    mySubscription { ...RestPlanSubscription }\n  }\n"): (typeof documents)["\n  query RestMySubscription {\n    mySubscription { ...RestPlanSubscription }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { ...RestPlanSubscription }\n  }\n"): (typeof documents)["\n  query RestUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { ...RestPlanSubscription }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestStartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) { id url }\n  }\n"): (typeof documents)["\n  mutation RestStartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) { id url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestOpenSubscriptionPortal {\n    openSubscriptionPortal { url }\n  }\n"): (typeof documents)["\n  mutation RestOpenSubscriptionPortal {\n    openSubscriptionPortal { url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSubscriptionProducts {\n    subscriptionProducts {\n      priceId\n      productId\n      name\n      description\n      kind\n      level\n      monthlyTokens\n      tokens\n      unitAmount\n      currency\n      interval\n      intervalCount\n    }\n  }\n"): (typeof documents)["\n  query RestSubscriptionProducts {\n    subscriptionProducts {\n      priceId\n      productId\n      name\n      description\n      kind\n      level\n      monthlyTokens\n      tokens\n      unitAmount\n      currency\n      interval\n      intervalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReceivePaymentWebhook($input: PaymentWebhookInput!) {\n    receivePaymentWebhook(input: $input) { outcome eventId type }\n  }\n"): (typeof documents)["\n  mutation RestReceivePaymentWebhook($input: PaymentWebhookInput!) {\n    receivePaymentWebhook(input: $input) { outcome eventId type }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPhoneValidation on PhoneValidation {\n    id\n    userId\n    phone\n    e164\n    country\n    type\n    status\n    whitelisted\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestPhoneValidation on PhoneValidation {\n    id\n    userId\n    phone\n    e164\n    country\n    type\n    status\n    whitelisted\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPhoneWhitelistEntry on PhoneWhitelistEntry {\n    id\n    phone\n    note\n    createdBy\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestPhoneWhitelistEntry on PhoneWhitelistEntry {\n    id\n    phone\n    note\n    createdBy\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestValidatePhone($phone: String!) {\n    validatePhone(phone: $phone) { ...RestPhoneValidation }\n  }\n"): (typeof documents)["\n  mutation RestValidatePhone($phone: String!) {\n    validatePhone(phone: $phone) { ...RestPhoneValidation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPhoneValidationRecents($all: Boolean, $query: ListQueryInput) {\n    phoneValidationRecents(all: $all, query: $query) { total data { ...RestPhoneValidation } }\n  }\n"): (typeof documents)["\n  query RestPhoneValidationRecents($all: Boolean, $query: ListQueryInput) {\n    phoneValidationRecents(all: $all, query: $query) { total data { ...RestPhoneValidation } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestClearPhoneValidationRecents($all: Boolean) {\n    clearPhoneValidationRecents(all: $all)\n  }\n"): (typeof documents)["\n  mutation RestClearPhoneValidationRecents($all: Boolean) {\n    clearPhoneValidationRecents(all: $all)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPhoneFraudConstants {\n    phoneFraudConstants { maxCodesPerNumber maxCodesPerIp maxCodesPerPrefix prefixDigits windowSeconds ipWindowSeconds prefixWindowSeconds codeTtlSeconds maxCodeAttempts }\n  }\n"): (typeof documents)["\n  query RestPhoneFraudConstants {\n    phoneFraudConstants { maxCodesPerNumber maxCodesPerIp maxCodesPerPrefix prefixDigits windowSeconds ipWindowSeconds prefixWindowSeconds codeTtlSeconds maxCodeAttempts }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPhoneWhitelist($query: ListQueryInput) {\n    phoneWhitelist(query: $query) { total data { ...RestPhoneWhitelistEntry } }\n  }\n"): (typeof documents)["\n  query RestPhoneWhitelist($query: ListQueryInput) {\n    phoneWhitelist(query: $query) { total data { ...RestPhoneWhitelistEntry } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPhoneWhitelistEntry($id: ID!) {\n    phoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n"): (typeof documents)["\n  query RestPhoneWhitelistEntry($id: ID!) {\n    phoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddPhoneToWhitelist($phone: String!, $note: String) {\n    addPhoneToWhitelist(phone: $phone, note: $note) { ...RestPhoneWhitelistEntry }\n  }\n"): (typeof documents)["\n  mutation RestAddPhoneToWhitelist($phone: String!, $note: String) {\n    addPhoneToWhitelist(phone: $phone, note: $note) { ...RestPhoneWhitelistEntry }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemovePhoneWhitelistEntry($id: ID!) {\n    removePhoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n"): (typeof documents)["\n  mutation RestRemovePhoneWhitelistEntry($id: ID!) {\n    removePhoneWhitelistEntry(id: $id) { ...RestPhoneWhitelistEntry }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemovePhoneFromWhitelist($phone: String!) {\n    removePhoneFromWhitelist(phone: $phone) { ...RestPhoneWhitelistEntry }\n  }\n"): (typeof documents)["\n  mutation RestRemovePhoneFromWhitelist($phone: String!) {\n    removePhoneFromWhitelist(phone: $phone) { ...RestPhoneWhitelistEntry }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n      kind\n      playId\n      listenerId\n      listenerType\n      roomSlug\n      roomOwnerId\n      djId\n      songId\n      startedAt\n      updatedAt\n      volumeStart\n      volumeEnd\n      secondsPlayed\n      deviceData\n      userProvider\n      subscriptionLevel\n      recordedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestRecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n      kind\n      playId\n      listenerId\n      listenerType\n      roomSlug\n      roomOwnerId\n      djId\n      songId\n      startedAt\n      updatedAt\n      volumeStart\n      volumeEnd\n      secondsPlayed\n      deviceData\n      userProvider\n      subscriptionLevel\n      recordedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestRankingStatus on RankingStatus {\n    id\n    userUuid\n    seasonId\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestRankingStatus on RankingStatus {\n    id\n    userUuid\n    seasonId\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestLifetimeRankingStatus on LifetimeRankingStatus {\n    id\n    userUuid\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestLifetimeRankingStatus on LifetimeRankingStatus {\n    id\n    userUuid\n    balance\n    rank\n    reachedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSeasonRanking on SeasonRanking {\n    season { id seasonName seasonStart seasonEnd }\n    data { ...RestRankingStatus user { id displayName } }\n    total\n    take\n    skip\n  }\n"): (typeof documents)["\n  fragment RestSeasonRanking on SeasonRanking {\n    season { id seasonName seasonStart seasonEnd }\n    data { ...RestRankingStatus user { id displayName } }\n    total\n    take\n    skip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPointEvent on PointEvent {\n    id\n    eventId\n    source\n    occurredAt\n    seasonId\n    actorId\n    reason\n    createdAt\n    applied\n    entries { userUuid seasonId points rules { rule points } }\n  }\n"): (typeof documents)["\n  fragment RestPointEvent on PointEvent {\n    id\n    eventId\n    source\n    occurredAt\n    seasonId\n    actorId\n    reason\n    createdAt\n    applied\n    entries { userUuid seasonId points rules { rule points } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAdjustPoints($input: AdminPointsInput!) {\n    adjustPoints(input: $input) { ...RestPointEvent }\n  }\n"): (typeof documents)["\n  mutation RestAdjustPoints($input: AdminPointsInput!) {\n    adjustPoints(input: $input) { ...RestPointEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddServicePoints($input: ServicePointsInput!) {\n    addServicePoints(input: $input) { ...RestPointEvent }\n  }\n"): (typeof documents)["\n  mutation RestAddServicePoints($input: ServicePointsInput!) {\n    addServicePoints(input: $input) { ...RestPointEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRankingStatuses($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) { ...RestRankingStatus season { id seasonName seasonStart seasonEnd } }\n  }\n"): (typeof documents)["\n  query RestRankingStatuses($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) { ...RestRankingStatus season { id seasonName seasonStart seasonEnd } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestLifetimeRankingStatusOf($userUuid: ID!) {\n    lifetimeRankingStatusOf(userUuid: $userUuid) { ...RestLifetimeRankingStatus }\n  }\n"): (typeof documents)["\n  query RestLifetimeRankingStatusOf($userUuid: ID!) {\n    lifetimeRankingStatusOf(userUuid: $userUuid) { ...RestLifetimeRankingStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCurrentRankingStatus($userUuid: ID) {\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season { id seasonName seasonStart seasonEnd }\n      rankingStatus { ...RestRankingStatus }\n    }\n  }\n"): (typeof documents)["\n  query RestCurrentRankingStatus($userUuid: ID) {\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season { id seasonName seasonStart seasonEnd }\n      rankingStatus { ...RestRankingStatus }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSeasonRanking($take: Int, $skip: Int) {\n    seasonRanking(take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"): (typeof documents)["\n  query RestSeasonRanking($take: Int, $skip: Int) {\n    seasonRanking(take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSeasonRankingByName($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"): (typeof documents)["\n  query RestSeasonRankingByName($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestNextSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    nextSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"): (typeof documents)["\n  query RestNextSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    nextSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPreviousSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    previousSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"): (typeof documents)["\n  query RestPreviousSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {\n    previousSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllSeasonsRanking($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) { data { ...RestLifetimeRankingStatus user { id displayName } } total take skip }\n  }\n"): (typeof documents)["\n  query RestAllSeasonsRanking($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) { data { ...RestLifetimeRankingStatus user { id displayName } } total take skip }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllRankingStatuses($query: ListQueryInput) {\n    allRankingStatuses(query: $query) { data { ...RestRankingStatus } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAllRankingStatuses($query: ListQueryInput) {\n    allRankingStatuses(query: $query) { data { ...RestRankingStatus } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRankingStatus($id: ID!) {\n    rankingStatus(id: $id) { ...RestRankingStatus }\n  }\n"): (typeof documents)["\n  query RestRankingStatus($id: ID!) {\n    rankingStatus(id: $id) { ...RestRankingStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllLifetimeRankingStatuses($query: ListQueryInput) {\n    allLifetimeRankingStatuses(query: $query) { data { ...RestLifetimeRankingStatus } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAllLifetimeRankingStatuses($query: ListQueryInput) {\n    allLifetimeRankingStatuses(query: $query) { data { ...RestLifetimeRankingStatus } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestLifetimeRankingStatus($id: ID!) {\n    lifetimeRankingStatus(id: $id) { ...RestLifetimeRankingStatus }\n  }\n"): (typeof documents)["\n  query RestLifetimeRankingStatus($id: ID!) {\n    lifetimeRankingStatus(id: $id) { ...RestLifetimeRankingStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestProfileImage on ProfileImage {\n    id\n    kind\n    sizes { size width height url }\n  }\n"): (typeof documents)["\n  fragment RestProfileImage on ProfileImage {\n    id\n    kind\n    sizes { size width height url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestProfile on User {\n    id\n    displayName\n    avatarId\n    bio\n    location\n    pronouns\n    website\n    socials { instagram twitter tiktok soundcloud youtube website }\n    socialLinks { network value url }\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    badges { badge label awardedAt }\n    roles\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestProfile on User {\n    id\n    displayName\n    avatarId\n    bio\n    location\n    pronouns\n    website\n    socials { instagram twitter tiktok soundcloud youtube website }\n    socialLinks { network value url }\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    badges { badge label awardedAt }\n    roles\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestProfileDocument on ProfileDocument {\n    id\n    slug\n    path\n    displayName\n    description\n    location\n    avatarId\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    socialLinks { network value url }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestProfileDocument on ProfileDocument {\n    id\n    slug\n    path\n    displayName\n    description\n    location\n    avatarId\n    profilePicture { ...RestProfileImage }\n    coverPicture { ...RestProfileImage }\n    socialLinks { network value url }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyProfile {\n    me { ...RestProfile email }\n  }\n"): (typeof documents)["\n  query RestMyProfile {\n    me { ...RestProfile email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...RestProfile email }\n  }\n"): (typeof documents)["\n  mutation RestUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { ...RestProfile email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyUserData {\n    myUserData\n  }\n"): (typeof documents)["\n  query RestMyUserData {\n    myUserData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetMyUserData($data: JSON!) {\n    setMyUserData(data: $data)\n  }\n"): (typeof documents)["\n  mutation RestSetMyUserData($data: JSON!) {\n    setMyUserData(data: $data)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPublicProfile($id: ID!) {\n    publicProfile(id: $id) { ...RestProfile email }\n  }\n"): (typeof documents)["\n  query RestPublicProfile($id: ID!) {\n    publicProfile(id: $id) { ...RestProfile email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceProfile($id: ID!) {\n    serviceProfile(id: $id) { ...RestProfile email capabilities }\n  }\n"): (typeof documents)["\n  query RestServiceProfile($id: ID!) {\n    serviceProfile(id: $id) { ...RestProfile email capabilities }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestProfiles($ids: [ID!]!) {\n    profiles(ids: $ids) { ...RestProfile }\n  }\n"): (typeof documents)["\n  query RestProfiles($ids: [ID!]!) {\n    profiles(ids: $ids) { ...RestProfile }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateUserSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) { ...RestProfile email }\n  }\n"): (typeof documents)["\n  mutation RestUpdateUserSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) { ...RestProfile email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAdminUpdateProfile($userId: ID!, $input: UpdateProfileInput, $socials: UserSocialsInput) {\n    adminUpdateProfile(userId: $userId, input: $input, socials: $socials) { ...RestProfile email }\n  }\n"): (typeof documents)["\n  mutation RestAdminUpdateProfile($userId: ID!, $input: UpdateProfileInput, $socials: UserSocialsInput) {\n    adminUpdateProfile(userId: $userId, input: $input, socials: $socials) { ...RestProfile email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestProfileDocuments($take: Int, $skip: Int) {\n    profileDocuments(take: $take, skip: $skip) { total data { ...RestProfileDocument } }\n  }\n"): (typeof documents)["\n  query RestProfileDocuments($take: Int, $skip: Int) {\n    profileDocuments(take: $take, skip: $skip) { total data { ...RestProfileDocument } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUpdatedProfileDocuments($take: Int, $skip: Int, $since: DateTimeISO) {\n    updatedProfileDocuments(take: $take, skip: $skip, since: $since) { total data { ...RestProfileDocument } }\n  }\n"): (typeof documents)["\n  query RestUpdatedProfileDocuments($take: Int, $skip: Int, $since: DateTimeISO) {\n    updatedProfileDocuments(take: $take, skip: $skip, since: $since) { total data { ...RestProfileDocument } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestProfileDocument($id: ID!) {\n    profileDocument(id: $id) { ...RestProfileDocument }\n  }\n"): (typeof documents)["\n  query RestProfileDocument($id: ID!) {\n    profileDocument(id: $id) { ...RestProfileDocument }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestProfileImageFile($id: ID!, $size: Int) {\n    profileImageFile(id: $id, size: $size) { storageKey contentType }\n  }\n"): (typeof documents)["\n  query RestProfileImageFile($id: ID!, $size: Int) {\n    profileImageFile(id: $id, size: $size) { storageKey contentType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) { id kind userId }\n  }\n"): (typeof documents)["\n  mutation RestDeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) { id kind userId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBeginProfileImageUpload {\n    beginProfileImageUpload { stagingKey maxBytes }\n  }\n"): (typeof documents)["\n  mutation RestBeginProfileImageUpload {\n    beginProfileImageUpload { stagingKey maxBytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterProfileImageUpload($image: String!, $stagingKey: String!) {\n    registerProfileImageUpload(image: $image, stagingKey: $stagingKey) { ...RestProfile email }\n  }\n"): (typeof documents)["\n  mutation RestRegisterProfileImageUpload($image: String!, $stagingKey: String!) {\n    registerProfileImageUpload(image: $image, stagingKey: $stagingKey) { ...RestProfile email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n"): (typeof documents)["\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n"): (typeof documents)["\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n"): (typeof documents)["\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdminUser on User {\n    id email phone displayName avatarId roles capabilities badges { badge label awardedAt } createdAt\n  }\n"): (typeof documents)["\n  fragment RestAdminUser on User {\n    id email phone displayName avatarId roles capabilities badges { badge label awardedAt } createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestGrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) { id roles }\n  }\n"): (typeof documents)["\n  mutation RestGrantRole($userId: ID!, $role: String!) {\n    grantRole(userId: $userId, role: $role) { id roles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) { id roles }\n  }\n"): (typeof documents)["\n  mutation RestRemoveRole($userId: ID!, $role: String!) {\n    removeRole(userId: $userId, role: $role) { id roles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestChangeBadges($userId: ID!, $badges: [String!]!) {\n    changeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n"): (typeof documents)["\n  mutation RestChangeBadges($userId: ID!, $badges: [String!]!) {\n    changeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddBadges($userId: ID!, $badges: [String!]!) {\n    addBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n"): (typeof documents)["\n  mutation RestAddBadges($userId: ID!, $badges: [String!]!) {\n    addBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveBadges($userId: ID!, $badges: [String!]!) {\n    removeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n"): (typeof documents)["\n  mutation RestRemoveBadges($userId: ID!, $badges: [String!]!) {\n    removeBadges(userId: $userId, badges: $badges) { id badges { badge label awardedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) { ...RestAdminUser }\n  }\n"): (typeof documents)["\n  mutation RestAdminSignUp($input: AdminSignUpInput!) {\n    adminSignUp(input: $input) { ...RestAdminUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminUsers($query: ListQueryInput) {\n    allUsers(query: $query) { data { ...RestAdminUser } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAdminUsers($query: ListQueryInput) {\n    allUsers(query: $query) { data { ...RestAdminUser } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminUserById($id: ID!) {\n    adminUser(id: $id) { ...RestAdminUser }\n  }\n"): (typeof documents)["\n  query RestAdminUserById($id: ID!) {\n    adminUser(id: $id) { ...RestAdminUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestJoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      myRoomRoles\n      serverTime\n      heartbeatSeconds\n      room { id slug name description type design djType numberOfDjs }\n      state { roomId seq document serverTime }\n    }\n  }\n"): (typeof documents)["\n  mutation RestJoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      myRoomRoles\n      serverTime\n      heartbeatSeconds\n      room { id slug name description type design djType numberOfDjs }\n      state { roomId seq document serverTime }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomState($roomId: ID!) {\n    roomState(roomId: $roomId) { roomId seq document serverTime }\n  }\n"): (typeof documents)["\n  query RestRoomState($roomId: ID!) {\n    roomState(roomId: $roomId) { roomId seq document serverTime }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomPlayedSeconds($roomId: ID) {\n    roomPlayedSeconds(roomId: $roomId)\n  }\n"): (typeof documents)["\n  query RestRoomPlayedSeconds($roomId: ID) {\n    roomPlayedSeconds(roomId: $roomId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestRoomUserRoles on RoomUserRoles {\n    roomId\n    userId\n    roles\n    grants { role expirationTime grantedBy createdAt }\n  }\n"): (typeof documents)["\n  fragment RestRoomUserRoles on RoomUserRoles {\n    roomId\n    userId\n    roles\n    grants { role expirationTime grantedBy createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestRoomModerationEvent on RoomModerationEvent {\n    id\n    roomId\n    actorId\n    targetUserId\n    actionType\n    previousRole\n    role\n    reason\n    expirationTime\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestRoomModerationEvent on RoomModerationEvent {\n    id\n    roomId\n    actorId\n    targetUserId\n    actionType\n    previousRole\n    role\n    reason\n    expirationTime\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomUserRoles($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) { ...RestRoomUserRoles }\n  }\n"): (typeof documents)["\n  query RestRoomUserRoles($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) { ...RestRoomUserRoles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomUserRole($roomId: ID!, $userId: ID!) {\n    roomUserRole(roomId: $roomId, userId: $userId) { ...RestRoomUserRoles }\n  }\n"): (typeof documents)["\n  query RestRoomUserRole($roomId: ID!, $userId: ID!) {\n    roomUserRole(roomId: $roomId, userId: $userId) { ...RestRoomUserRoles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestGrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n"): (typeof documents)["\n  mutation RestGrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n"): (typeof documents)["\n  mutation RestRemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) { ...RestRoomUserRoles }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestKickUserFromRoom($input: KickUserFromRoomInput!) {\n    kickUserFromRoom(input: $input) { ...RestRoomModerationEvent }\n  }\n"): (typeof documents)["\n  mutation RestKickUserFromRoom($input: KickUserFromRoomInput!) {\n    kickUserFromRoom(input: $input) { ...RestRoomModerationEvent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestChangeRoomOwner($roomId: ID!, $userId: ID!, $reason: String) {\n    changeRoomOwner(roomId: $roomId, userId: $userId, reason: $reason) { previousOwnerId ownerId room { id slug } }\n  }\n"): (typeof documents)["\n  mutation RestChangeRoomOwner($roomId: ID!, $userId: ID!, $reason: String) {\n    changeRoomOwner(roomId: $roomId, userId: $userId, reason: $reason) { previousOwnerId ownerId room { id slug } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveUsersFromDancefloor($roomId: ID!, $userIds: [ID!]!, $reason: String) {\n    removeUsersFromDancefloor(roomId: $roomId, userIds: $userIds, reason: $reason) { roomId userIds }\n  }\n"): (typeof documents)["\n  mutation RestRemoveUsersFromDancefloor($roomId: ID!, $userIds: [ID!]!, $reason: String) {\n    removeUsersFromDancefloor(roomId: $roomId, userIds: $userIds, reason: $reason) { roomId userIds }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomChatStanding($roomId: ID!) {\n    roomChatStanding(roomId: $roomId) { roomId userId roles canPost chatDisabledUntil canModerate }\n  }\n"): (typeof documents)["\n  query RestRoomChatStanding($roomId: ID!) {\n    roomChatStanding(roomId: $roomId) { roomId userId roles canPost chatDisabledUntil canModerate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n"): (typeof documents)["\n  mutation RestDeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDiscordGuildRooms($guild: String!) {\n    discordGuildRooms(guild: $guild) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestDiscordGuildRooms($guild: String!) {\n    discordGuildRooms(guild: $guild) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestOpenDiscordGuildRoom($guild: String!) {\n    openDiscordGuildRoom(guild: $guild) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestOpenDiscordGuildRoom($guild: String!) {\n    openDiscordGuildRoom(guild: $guild) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateUserRooms($userId: ID!, $input: UserRoomsChangesInput!) {\n    updateUserRooms(userId: $userId, input: $input) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestUpdateUserRooms($userId: ID!, $input: UserRoomsChangesInput!) {\n    updateUserRooms(userId: $userId, input: $input) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteUserRooms($userId: ID!) {\n    deleteUserRooms(userId: $userId) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestDeleteUserRooms($userId: ID!) {\n    deleteUserRooms(userId: $userId) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDj on Dj {\n    id\n    plays\n    rooms\n    upVotes\n    downVotes\n    firstPlayedAt\n    lastPlayedAt\n    lastRoomId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestDj on Dj {\n    id\n    plays\n    rooms\n    upVotes\n    downVotes\n    firstPlayedAt\n    lastPlayedAt\n    lastRoomId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminDjs($query: ListQueryInput) {\n    allDjs(query: $query) { data { ...RestDj } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAdminDjs($query: ListQueryInput) {\n    allDjs(query: $query) { data { ...RestDj } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminDj($id: ID!) {\n    adminDj(id: $id) { ...RestDj }\n  }\n"): (typeof documents)["\n  query RestAdminDj($id: ID!) {\n    adminDj(id: $id) { ...RestDj }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongMetadata($link: String, $isrc: String) {\n    songMetadata(link: $link, isrc: $isrc) {\n      id\n      shortId\n      trackName\n      artistName\n      albumName\n      releaseYear\n      genre\n      duration\n      isrc\n      explicit\n      status\n      musicProviders { provider id }\n      thumbnails { provider url }\n      links\n      previews\n    }\n  }\n"): (typeof documents)["\n  query RestSongMetadata($link: String, $isrc: String) {\n    songMetadata(link: $link, isrc: $isrc) {\n      id\n      shortId\n      trackName\n      artistName\n      albumName\n      releaseYear\n      genre\n      duration\n      isrc\n      explicit\n      status\n      musicProviders { provider id }\n      thumbnails { provider url }\n      links\n      previews\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestRoom on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    ownerId\n    hasPassword\n    posterUrl\n    externalUrl\n    pinnedMessages { messageId text pinnedBy pinnedAt }\n    promoted\n    promotedProviders\n    promotedAt\n    liveState\n    liveAudio\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestRoom on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    ownerId\n    hasPassword\n    posterUrl\n    externalUrl\n    pinnedMessages { messageId text pinnedBy pinnedAt }\n    promoted\n    promotedProviders\n    promotedAt\n    liveState\n    liveAudio\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomByRef($ref: String!) {\n    roomByRef(ref: $ref) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestRoomByRef($ref: String!) {\n    roomByRef(ref: $ref) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPublicRooms($limit: Int, $offset: Int) {\n    publicRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestPublicRooms($limit: Int, $offset: Int) {\n    publicRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPromotedRooms($providers: [String!]) {\n    promotedRooms(providers: $providers) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestPromotedRooms($providers: [String!]) {\n    promotedRooms(providers: $providers) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPrivateRoomCount {\n    privateRoomCount\n  }\n"): (typeof documents)["\n  query RestPrivateRoomCount {\n    privateRoomCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyRooms($limit: Int, $offset: Int) {\n    myRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestMyRooms($limit: Int, $offset: Int) {\n    myRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestOwnedRooms($limit: Int, $offset: Int) {\n    ownedRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestOwnedRooms($limit: Int, $offset: Int) {\n    ownedRooms(limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomsByRefs($refs: [String!]!) {\n    roomsByRefs(refs: $refs) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestRoomsByRefs($refs: [String!]!) {\n    roomsByRefs(refs: $refs) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    userRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    userRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestServiceUserRooms($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceRooms($take: Int, $skip: Int) {\n    serviceRooms(take: $take, skip: $skip) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestServiceRooms($take: Int, $skip: Int) {\n    serviceRooms(take: $take, skip: $skip) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceRoom($id: ID!) {\n    serviceRoom(id: $id) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestServiceRoom($id: ID!) {\n    serviceRoom(id: $id) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomsByPassword($password: String!) {\n    roomsByPassword(password: $password) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestRoomsByPassword($password: String!) {\n    roomsByPassword(password: $password) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRecentRooms {\n    recentRooms { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestRecentRooms {\n    recentRooms { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRecordRoomVisit($room: String!) {\n    recordRoomVisit(room: $room) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestRecordRoomVisit($room: String!) {\n    recordRoomVisit(room: $room) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestCreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestUpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteRoom($id: ID!) {\n    deleteRoom(id: $id) { id slug }\n  }\n"): (typeof documents)["\n  mutation RestDeleteRoom($id: ID!) {\n    deleteRoom(id: $id) { id slug }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestPromoteRoom($id: ID!, $promoted: Boolean!, $providers: [String!]) {\n    promoteRoom(id: $id, promoted: $promoted, providers: $providers) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestPromoteRoom($id: ID!, $promoted: Boolean!, $providers: [String!]) {\n    promoteRoom(id: $id, promoted: $promoted, providers: $providers) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestSetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetRoomExternalUrl($id: ID!, $url: String) {\n    setRoomExternalUrl(id: $id, url: $url) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestSetRoomExternalUrl($id: ID!, $url: String) {\n    setRoomExternalUrl(id: $id, url: $url) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestSetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestRemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBeginRoomPosterUpload($id: ID!) {\n    beginRoomPosterUpload(id: $id) { stagingKey maxBytes }\n  }\n"): (typeof documents)["\n  mutation RestBeginRoomPosterUpload($id: ID!) {\n    beginRoomPosterUpload(id: $id) { stagingKey maxBytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterRoomPosterUpload($id: ID!, $stagingKey: String!) {\n    registerRoomPosterUpload(id: $id, stagingKey: $stagingKey) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestRegisterRoomPosterUpload($id: ID!, $stagingKey: String!) {\n    registerRoomPosterUpload(id: $id, stagingKey: $stagingKey) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRoomPosterFile($roomId: ID!, $file: String!) {\n    roomPosterFile(roomId: $roomId, file: $file) { storageKey contentType }\n  }\n"): (typeof documents)["\n  query RestRoomPosterFile($roomId: ID!, $file: String!) {\n    roomPosterFile(roomId: $roomId, file: $file) { storageKey contentType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { data { ...RestRoom } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAdminRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { data { ...RestRoom } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminRoom($id: ID!) {\n    adminRoom(id: $id) { ...RestRoom }\n  }\n"): (typeof documents)["\n  query RestAdminRoom($id: ID!) {\n    adminRoom(id: $id) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAdminUpdateRoom($id: ID!, $input: AdminUpdateRoomInput!) {\n    adminUpdateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n"): (typeof documents)["\n  mutation RestAdminUpdateRoom($id: ID!, $input: AdminUpdateRoomInput!) {\n    adminUpdateRoom(id: $id, input: $input) { ...RestRoom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n"): (typeof documents)["\n  mutation RestSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestClearGuestPassword {\n    clearGuestPassword\n  }\n"): (typeof documents)["\n  mutation RestClearGuestPassword {\n    clearGuestPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n"): (typeof documents)["\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSeason on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestSeason on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateSeason($input: CreateSeasonInput!) {\n    createSeason(input: $input) { ...RestSeason }\n  }\n"): (typeof documents)["\n  mutation RestCreateSeason($input: CreateSeasonInput!) {\n    createSeason(input: $input) { ...RestSeason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateSeason($id: ID!, $input: UpdateSeasonInput!) {\n    updateSeason(id: $id, input: $input) { ...RestSeason }\n  }\n"): (typeof documents)["\n  mutation RestUpdateSeason($id: ID!, $input: UpdateSeasonInput!) {\n    updateSeason(id: $id, input: $input) { ...RestSeason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteSeason($id: ID!) {\n    deleteSeason(id: $id) { ...RestSeason }\n  }\n"): (typeof documents)["\n  mutation RestDeleteSeason($id: ID!) {\n    deleteSeason(id: $id) { ...RestSeason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllSeasons($query: ListQueryInput) {\n    allSeasons(query: $query) { data { ...RestSeason } count total page pageCount }\n  }\n"): (typeof documents)["\n  query RestAllSeasons($query: ListQueryInput) {\n    allSeasons(query: $query) { data { ...RestSeason } count total page pageCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSeason($id: ID!) {\n    season(id: $id) { ...RestSeason }\n  }\n"): (typeof documents)["\n  query RestSeason($id: ID!) {\n    season(id: $id) { ...RestSeason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCurrentSeason {\n    currentSeason { ...RestSeason }\n  }\n"): (typeof documents)["\n  query RestCurrentSeason {\n    currentSeason { ...RestSeason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n"): (typeof documents)["\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n"): (typeof documents)["\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    playable\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    playable\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n"): (typeof documents)["\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n"): (typeof documents)["\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n"): (typeof documents)["\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n"): (typeof documents)["\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n"): (typeof documents)["\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n"): (typeof documents)["\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n"): (typeof documents)["\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n"): (typeof documents)["\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n"): (typeof documents)["\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n"): (typeof documents)["\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSongLinkMigration on SongLinkMigration {\n    id\n    status\n    scanned\n    updated\n    providerIdsNormalised\n    conflicts\n    error\n    createdAt\n    startedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment RestSongLinkMigration on SongLinkMigration {\n    id\n    status\n    scanned\n    updated\n    providerIdsNormalised\n    conflicts\n    error\n    createdAt\n    startedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { ...RestSongLinkMigration }\n  }\n"): (typeof documents)["\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { ...RestSongLinkMigration }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongLinkMigration($id: ID!) {\n    songLinkMigration(id: $id) { ...RestSongLinkMigration }\n  }\n"): (typeof documents)["\n  query RestSongLinkMigration($id: ID!) {\n    songLinkMigration(id: $id) { ...RestSongLinkMigration }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestTokenAccount on TokenAccount {\n    id\n    balance\n    heldBalance\n    status\n    createdAt\n    updatedAt\n    user { id }\n  }\n"): (typeof documents)["\n  fragment RestTokenAccount on TokenAccount {\n    id\n    balance\n    heldBalance\n    status\n    createdAt\n    updatedAt\n    user { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestOpenTokenAccount {\n    openTokenAccount { ...RestTokenAccount }\n  }\n"): (typeof documents)["\n  mutation RestOpenTokenAccount {\n    openTokenAccount { ...RestTokenAccount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyTokenAccount {\n    myTokenAccount { ...RestTokenAccount }\n  }\n"): (typeof documents)["\n  query RestMyTokenAccount {\n    myTokenAccount { ...RestTokenAccount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestTokenAccount($id: ID!) {\n    tokenAccount(id: $id) { ...RestTokenAccount }\n  }\n"): (typeof documents)["\n  query RestTokenAccount($id: ID!) {\n    tokenAccount(id: $id) { ...RestTokenAccount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCommitTokenHold($input: CommitTokenHoldInput!) {\n    commitTokenHold(input: $input) { id accountId type amount holdId createdAt account { balance heldBalance updatedAt } }\n  }\n"): (typeof documents)["\n  mutation RestCommitTokenHold($input: CommitTokenHoldInput!) {\n    commitTokenHold(input: $input) { id accountId type amount holdId createdAt account { balance heldBalance updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n"): (typeof documents)["\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUploadedSong on Song {\n    id\n    status\n    playable\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n"): (typeof documents)["\n  fragment RestUploadedSong on Song {\n    id\n    status\n    playable\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n"): (typeof documents)["\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n"): (typeof documents)["\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n"): (typeof documents)["\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n"): (typeof documents)["\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n"): (typeof documents)["\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n"): (typeof documents)["\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n"): (typeof documents)["\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n"): (typeof documents)["\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCurrentSession {\n    currentSession { tokenType userId roles capabilities user { id email displayName roles createdAt } }\n  }\n"): (typeof documents)["\n  query RestCurrentSession {\n    currentSession { tokenType userId roles capabilities user { id email displayName roles createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n"): (typeof documents)["\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyCapabilities {\n    myCapabilities\n  }\n"): (typeof documents)["\n  query RestMyCapabilities {\n    myCapabilities\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestGrantCapability($userId: ID!, $capability: String!) {\n    grantCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n"): (typeof documents)["\n  mutation RestGrantCapability($userId: ID!, $capability: String!) {\n    grantCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRevokeCapability($userId: ID!, $capability: String!) {\n    revokeCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n"): (typeof documents)["\n  mutation RestRevokeCapability($userId: ID!, $capability: String!) {\n    revokeCapability(userId: $userId, capability: $capability) { id capabilities }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateMagicLink($plan: String, $path: String) {\n    createMagicLink(plan: $plan, path: $path) { shortLivedToken url target expiresAt }\n  }\n"): (typeof documents)["\n  mutation RestCreateMagicLink($plan: String, $path: String) {\n    createMagicLink(plan: $plan, path: $path) { shortLivedToken url target expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestVoucher on Voucher {\n    id code note status expiresAt createdBy createdAt redeemedBy redeemedAt revokedAt\n  }\n"): (typeof documents)["\n  fragment RestVoucher on Voucher {\n    id code note status expiresAt createdBy createdAt redeemedBy redeemedAt revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateVoucher($input: CreateVoucherInput) {\n    createVoucher(input: $input) { ...RestVoucher }\n  }\n"): (typeof documents)["\n  mutation RestCreateVoucher($input: CreateVoucherInput) {\n    createVoucher(input: $input) { ...RestVoucher }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestVouchers($query: ListQueryInput) {\n    vouchers(query: $query) { total data { ...RestVoucher } }\n  }\n"): (typeof documents)["\n  query RestVouchers($query: ListQueryInput) {\n    vouchers(query: $query) { total data { ...RestVoucher } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRevokeVoucher($id: ID!) {\n    revokeVoucher(id: $id) { ...RestVoucher }\n  }\n"): (typeof documents)["\n  mutation RestRevokeVoucher($id: ID!) {\n    revokeVoucher(id: $id) { ...RestVoucher }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRedeemVoucher($code: String!) {\n    redeemVoucher(code: $code) { ...RestVoucher }\n  }\n"): (typeof documents)["\n  mutation RestRedeemVoucher($code: String!) {\n    redeemVoucher(code: $code) { ...RestVoucher }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestVoucherSignUp($input: VoucherSignUpInput!) {\n    voucherSignUp(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestVoucherSignUp($input: VoucherSignUpInput!) {\n    voucherSignUp(input: $input) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) { requestId phone expiresAt }\n  }\n"): (typeof documents)["\n  mutation RestSendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) { requestId phone expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestVerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestVerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) { ...RestSession }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;