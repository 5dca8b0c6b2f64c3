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
    "\n  fragment UserEmailFields on UserEmail {\n    id\n    email\n    type\n    status\n    verifiedAt\n    codeSentAt\n    createdAt\n  }\n": typeof types.UserEmailFieldsFragmentDoc,
    "\n  query Emails {\n    emails {\n      ...UserEmailFields\n    }\n  }\n": typeof types.EmailsDocument,
    "\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) {\n      ...UserEmailFields\n    }\n  }\n": typeof types.AddEmailDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      status\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation SendVerificationEmail($input: EmailTargetInput!) {\n    sendVerificationEmail(input: $input) {\n      nextResendAt\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n": typeof types.SendVerificationEmailDocument,
    "\n  mutation DeleteEmail($id: ID!) {\n    deleteEmail(id: $id) {\n      ...UserEmailFields\n    }\n  }\n": typeof types.DeleteEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) {\n      ...SessionFields\n    }\n  }\n": typeof types.SetPasswordDocument,
    "\n  mutation RequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) {\n      status\n      requestedAt\n    }\n  }\n": typeof types.RequestDeactivationDocument,
    "\n  query MusicProviders {\n    me {\n      id\n      musicProviders\n    }\n  }\n": typeof types.MusicProvidersDocument,
    "\n  query MusicServiceAuthorization($provider: MusicService!) {\n    musicServiceAuthorization(provider: $provider) {\n      url\n      state\n    }\n  }\n": typeof types.MusicServiceAuthorizationDocument,
    "\n  mutation ExchangeMusicServiceCode($provider: MusicService!, $code: String!, $state: String!) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) {\n      provider\n    }\n  }\n": typeof types.ExchangeMusicServiceCodeDocument,
    "\n  mutation UnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n": typeof types.UnlinkMusicServiceDocument,
    "\n  fragment ProfileDetailsFields on User {\n    id\n    bio\n    location\n    pronouns\n    website\n    socials {\n      instagram\n      twitter\n      tiktok\n      soundcloud\n      youtube\n    }\n    profilePicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n    coverPicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n  }\n": typeof types.ProfileDetailsFieldsFragmentDoc,
    "\n  query ProfileDetails {\n    me {\n      ...ProfileDetailsFields\n    }\n  }\n": typeof types.ProfileDetailsDocument,
    "\n  mutation UpdateProfileDetails($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n": typeof types.UpdateProfileDetailsDocument,
    "\n  mutation UpdateSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n": typeof types.UpdateSocialsDocument,
    "\n  mutation DeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) {\n      id\n      kind\n    }\n  }\n": typeof types.DeleteProfileImageDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    roomId\n    type\n    color\n    date\n    revision\n    lastChange\n    deleted\n    editedAt\n    message\n    userUuid\n    avatarId\n    replyToId\n    gif\n    media\n    imageUrls\n    consumableId\n    consumable {\n      id\n      name\n      fileUrl\n    }\n    mentionedUserIds\n    replyCount\n    author {\n      id\n      displayName\n      roles\n    }\n    mentions {\n      id\n      displayName\n    }\n    replyTo {\n      id\n      type\n      deleted\n      message\n      userUuid\n      author {\n        id\n        displayName\n      }\n      imageUrls\n      gif\n    }\n    reactions {\n      emoji\n      count\n      userIds\n      users {\n        id\n        displayName\n      }\n    }\n    songs {\n      link\n      provider\n      songId\n      song {\n        id\n        trackName\n        artistName\n        thumbnails {\n          provider\n          url\n        }\n        chatMusicInfo {\n          providerUrls\n          trackInfo {\n            trackName\n            artistName\n            albumName\n          }\n        }\n      }\n    }\n    playlistId\n    playlist {\n      id\n      crateName\n      kind\n      count\n      thumbnails\n      userId\n      owner {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatHistory($roomId: ID!, $before: String, $limit: Int) {\n    chatMessages(roomId: $roomId, before: $before, limit: $limit) {\n      messages {\n        ...ChatMessageFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.ChatHistoryDocument,
    "\n  subscription ChatMessageChanged($roomId: ID!) {\n    chatMessageChanged(roomId: $roomId) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatMessageChangedDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation EditChatMessage($id: ID!, $message: String) {\n    editChatMessage(id: $id, message: $message) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.EditChatMessageDocument,
    "\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.DeleteChatMessageDocument,
    "\n  mutation DeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n": typeof types.DeleteRoomConversationDocument,
    "\n  mutation ToggleChatReaction($messageId: ID!, $emoji: String!) {\n    toggleChatReaction(messageId: $messageId, emoji: $emoji) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ToggleChatReactionDocument,
    "\n  fragment CommunityFields on Community {\n    id\n    slug\n    name\n    description\n    memberCount\n    roomCount\n  }\n": typeof types.CommunityFieldsFragmentDoc,
    "\n  query MyCommunities($limit: Int) {\n    userCommunities(limit: $limit) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n": typeof types.MyCommunitiesDocument,
    "\n  query BrowseCommunities($search: String, $limit: Int, $offset: Int) {\n    communities(search: $search, limit: $limit, offset: $offset) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n": typeof types.BrowseCommunitiesDocument,
    "\n  query CommunityPage($id: ID!, $limit: Int, $signedIn: Boolean!) {\n    community(id: $id) {\n      ...CommunityFields\n    }\n    communityRooms(id: $id, limit: $limit) {\n      total\n      data {\n        id\n        slug\n        name\n      }\n    }\n    userCommunities(limit: 100) @include(if: $signedIn) {\n      data {\n        id\n      }\n    }\n  }\n": typeof types.CommunityPageDocument,
    "\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n": typeof types.JoinCommunityDocument,
    "\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n": typeof types.LeaveCommunityDocument,
    "\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n": typeof types.CrateFieldsFragmentDoc,
    "\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    playable\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n": typeof types.CrateSongFieldsFragmentDoc,
    "\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": typeof types.SpecialCrateSongsDocument,
    "\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": typeof types.CrateSongsDocument,
    "\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n": typeof types.MyCratesDocument,
    "\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n": typeof types.SpecialCrateDocument,
    "\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        playable\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n": typeof types.SongSearchDocument,
    "\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n": typeof types.ImportTrackDocument,
    "\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n": typeof types.AddCrateSongsDocument,
    "\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n": typeof types.MoveCrateSongDocument,
    "\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n": typeof types.RemoveCrateSongDocument,
    "\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n": typeof types.ShuffleCrateDocument,
    "\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n": typeof types.ClearCrateDocument,
    "\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n": typeof types.ReplaceQueueFromCrateDocument,
    "\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": typeof types.CreateCrateDocument,
    "\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n": typeof types.UpdateCrateDocument,
    "\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": typeof types.DeleteCrateDocument,
    "\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n": typeof types.CopyCrateDocument,
    "\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": typeof types.ImportCrateDocument,
    "\n  query CrateImportReport($id: ID!) {\n    crate(id: $id) {\n      id\n      importStatus\n      importFailures {\n        musicProvider\n        providerId\n        reason\n        message\n      }\n    }\n  }\n": typeof types.CrateImportReportDocument,
    "\n  query SpotifyExportToken($userId: ID!) {\n    musicServiceAccessToken(provider: spotify, userId: $userId) {\n      accessToken\n    }\n  }\n": typeof types.SpotifyExportTokenDocument,
    "\n  query AppleExportToken($userId: ID!) {\n    appleUserToken(userId: $userId) {\n      userToken\n    }\n  }\n": typeof types.AppleExportTokenDocument,
    "\n  mutation ExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) {\n      provider\n      playlistId\n      url\n      trackCount\n      skipped\n    }\n  }\n": typeof types.ExportCrateDocument,
    "\n  fragment TokenAccountFields on TokenAccount {\n    id\n    balance\n    status\n    updatedAt\n  }\n": typeof types.TokenAccountFieldsFragmentDoc,
    "\n  query MyTokenAccount {\n    myTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n": typeof types.MyTokenAccountDocument,
    "\n  fragment ConsumableFields on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileUrl\n    updatedAt\n  }\n": typeof types.ConsumableFieldsFragmentDoc,
    "\n  query Consumables($query: ListQueryInput) {\n    consumables(query: $query) {\n      data {\n        ...ConsumableFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.ConsumablesDocument,
    "\n  query Consumable($id: ID!) {\n    consumable(id: $id) {\n      ...ConsumableFields\n    }\n  }\n": typeof types.ConsumableDocument,
    "\n  fragment SeasonFields on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n  }\n": typeof types.SeasonFieldsFragmentDoc,
    "\n  query CurrentSeason {\n    currentSeason {\n      ...SeasonFields\n    }\n  }\n": typeof types.CurrentSeasonDocument,
    "\n  query SeasonByName($seasonName: String!) {\n    seasonByName(seasonName: $seasonName) {\n      ...SeasonFields\n    }\n  }\n": typeof types.SeasonByNameDocument,
    "\n  query NeighbourSeasons($seasonStart: DateTimeISO!) {\n    previousSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n    nextSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n  }\n": typeof types.NeighbourSeasonsDocument,
    "\n  fragment AvatarFields on Avatar {\n    id\n    slug\n    name\n    avatarStatus\n    discordOnly\n    imageFileId\n    awardTopRank\n    awardMinPoints\n    season {\n      id\n      seasonName\n    }\n  }\n": typeof types.AvatarFieldsFragmentDoc,
    "\n  query AvatarCatalogue {\n    avatarCatalogue {\n      ...AvatarFields\n      wearability\n    }\n  }\n": typeof types.AvatarCatalogueDocument,
    "\n  query AvatarBySlug($slug: String!) {\n    avatar(slug: $slug) {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n": typeof types.AvatarBySlugDocument,
    "\n  fragment RankedUserFields on User {\n    id\n    displayName\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n": typeof types.RankedUserFieldsFragmentDoc,
    "\n  query SeasonRankingPage($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n": typeof types.SeasonRankingPageDocument,
    "\n  query LifetimeRankingPage($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n": typeof types.LifetimeRankingPageDocument,
    "\n  query UserPoints($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) {\n      seasonId\n      balance\n      rank\n      season {\n        id\n        seasonName\n      }\n    }\n    lifetimeRankingStatusOf(userUuid: $userUuid) {\n      balance\n      rank\n    }\n    user(id: $userUuid) {\n      id\n      avatarAssignments {\n        id\n        assignmentType\n        createdAt\n        avatar {\n          ...AvatarFields\n        }\n      }\n    }\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season {\n        id\n        seasonName\n      }\n      rankingStatus {\n        balance\n        rank\n      }\n    }\n  }\n": typeof types.UserPointsDocument,
    "\n  mutation PurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) {\n      id\n      status\n      failureReason\n      consumable {\n        id\n        name\n      }\n      tokenAccount {\n        ...TokenAccountFields\n      }\n    }\n  }\n": typeof types.PurchaseConsumableDocument,
    "\n  mutation OpenTokenAccount {\n    openTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n": typeof types.OpenTokenAccountDocument,
    "\n  fragment EventFields on Event {\n    id\n    slug\n    title\n    description\n    startsAt\n    endsAt\n    interestedCount\n    interested\n    room {\n      id\n      slug\n      name\n    }\n    community {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.EventFieldsFragmentDoc,
    "\n  query UpcomingEvents($limit: Int) {\n    upcomingEvents(limit: $limit) {\n      total\n      data {\n        ...EventFields\n      }\n    }\n  }\n": typeof types.UpcomingEventsDocument,
    "\n  query EventPage($slug: String!) {\n    eventBySlug(slug: $slug) {\n      ...EventFields\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  mutation MarkEventInterest($id: ID!) {\n    markEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n": typeof types.MarkEventInterestDocument,
    "\n  mutation UnmarkEventInterest($id: ID!) {\n    unmarkEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n": typeof types.UnmarkEventInterestDocument,
    "\n  fragment UserFields on User {\n    id\n    displayName\n    avatarId\n    roles\n    email\n    createdAt\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    newAccount\n    user {\n      ...UserFields\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) {\n      ...SessionFields\n    }\n  }\n": typeof types.ValidateMagicLinkDocument,
    "\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      requestId\n      phone\n      expiresAt\n    }\n  }\n": typeof types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.VerifyPhoneCodeDocument,
    "\n  mutation SendMagicLink($email: String!, $path: String) {\n    sendMagicLink(email: $email, path: $path) {\n      message\n    }\n  }\n": typeof types.SendMagicLinkDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n": typeof types.GuestTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      avatarId\n      roles\n    }\n  }\n": typeof types.UserUpdatedDocument,
    "\n  fragment SubscriptionProductFields on SubscriptionProduct {\n    priceId\n    productId\n    name\n    description\n    kind\n    level\n    monthlyTokens\n    tokens\n    unitAmount\n    currency\n    interval\n    intervalCount\n  }\n": typeof types.SubscriptionProductFieldsFragmentDoc,
    "\n  fragment PlanSubscriptionFields on PlanSubscription {\n    id\n    planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    priceId\n    updatedAt\n  }\n": typeof types.PlanSubscriptionFieldsFragmentDoc,
    "\n  query SubscriptionProducts {\n    subscriptionProducts {\n      ...SubscriptionProductFields\n    }\n  }\n": typeof types.SubscriptionProductsDocument,
    "\n  query MySubscription {\n    mySubscription {\n      ...PlanSubscriptionFields\n    }\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  mutation StartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) {\n      id\n      url\n    }\n  }\n": typeof types.StartSubscriptionCheckoutDocument,
    "\n  mutation OpenSubscriptionPortal {\n    openSubscriptionPortal {\n      url\n    }\n  }\n": typeof types.OpenSubscriptionPortalDocument,
    "\n  mutation ConfirmSubscriptionCheckout($sessionId: ID!) {\n    confirmSubscriptionCheckout(sessionId: $sessionId) {\n      id\n      mode\n      status\n      tokens\n      subscription {\n        ...PlanSubscriptionFields\n      }\n    }\n  }\n": typeof types.ConfirmSubscriptionCheckoutDocument,
    "\n  query PlaybackServerTime {\n    serverTime\n  }\n": typeof types.PlaybackServerTimeDocument,
    "\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      links\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n": typeof types.PlaybackSongDocument,
    "\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n": typeof types.PlaybackSongStreamDocument,
    "\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordPlaybackEventDocument,
    "\n  query PlaybackSubscriptionLevel {\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n": typeof types.PlaybackSubscriptionLevelDocument,
    "\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n": typeof types.ProfileUserFieldsFragmentDoc,
    "\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    kind\n    count\n  }\n": typeof types.ProfileCrateFieldsFragmentDoc,
    "\n  fragment ProfileAboutFields on User {\n    bio\n    location\n    pronouns\n    website\n    socialLinks {\n      network\n      value\n      url\n    }\n  }\n": typeof types.ProfileAboutFieldsFragmentDoc,
    "\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n      ...ProfileAboutFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n": typeof types.UpdateAvatarDocument,
    "\n  query RoomByRef($ref: String!) {\n    roomByRef(ref: $ref) {\n      id\n      slug\n      name\n      ownerId\n    }\n  }\n": typeof types.RoomByRefDocument,
    "\n  mutation JoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      heartbeatSeconds\n      myRoomRoles\n      room {\n        id\n        slug\n        name\n        ownerId\n      }\n      state {\n        seq\n        document\n      }\n    }\n  }\n": typeof types.JoinRoomDocument,
    "\n  query RoomState($roomId: ID!) {\n    roomState(roomId: $roomId) {\n      seq\n      document\n    }\n  }\n": typeof types.RoomStateDocument,
    "\n  mutation RoomHeartbeat($roomId: ID!, $connectionId: ID!) {\n    roomHeartbeat(roomId: $roomId, connectionId: $connectionId)\n  }\n": typeof types.RoomHeartbeatDocument,
    "\n  mutation LeaveRoom($roomId: ID!, $connectionId: ID) {\n    leaveRoom(roomId: $roomId, connectionId: $connectionId)\n  }\n": typeof types.LeaveRoomDocument,
    "\n  subscription RoomEvents($roomId: ID!) {\n    roomEvents(roomId: $roomId) {\n      seq\n      kind\n      patch\n      userId\n      data\n    }\n  }\n": typeof types.RoomEventsDocument,
    "\n  query RoomDetails($id: ID!) {\n    room(id: $id) {\n      id\n      slug\n      name\n      description\n      design\n      type\n      djType\n      numberOfDjs\n      ownerId\n      externalUrl\n      posterUrl\n      pinnedMessages {\n        text\n      }\n    }\n    roomChatStanding(roomId: $id) {\n      canPost\n      canModerate\n      chatDisabledUntil\n      roles\n    }\n  }\n": typeof types.RoomDetailsDocument,
    "\n  query RoomUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      id\n      displayName\n      avatarId\n      wornAvatar {\n        id\n        slug\n        name\n        imageFileId\n      }\n    }\n  }\n": typeof types.RoomUsersDocument,
    "\n  mutation TakeDjSeat($roomId: ID!) {\n    takeDjSeat(roomId: $roomId) {\n      seq\n    }\n  }\n": typeof types.TakeDjSeatDocument,
    "\n  mutation LeaveDjSeat($roomId: ID!, $afterSong: Boolean!) {\n    leaveDjSeat(roomId: $roomId, afterSong: $afterSong) {\n      seq\n    }\n  }\n": typeof types.LeaveDjSeatDocument,
    "\n  mutation RemoveDj($roomId: ID!, $userId: ID!) {\n    removeDj(roomId: $roomId, userId: $userId) {\n      seq\n    }\n  }\n": typeof types.RemoveDjDocument,
    "\n  mutation SkipSong($roomId: ID!) {\n    skipSong(roomId: $roomId) {\n      seq\n    }\n  }\n": typeof types.SkipSongDocument,
    "\n  mutation VoteSong($roomId: ID!, $direction: String!) {\n    voteSong(roomId: $roomId, direction: $direction) {\n      id\n      upVotes\n      downVotes\n    }\n  }\n": typeof types.VoteSongDocument,
    "\n  mutation LikeSong($roomId: ID!) {\n    likeSong(roomId: $roomId) {\n      id\n      stars\n    }\n  }\n": typeof types.LikeSongDocument,
    "\n  query RoomRestrictions($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) {\n      userId\n      user {\n        id\n        displayName\n        avatarId\n        wornAvatar {\n          id\n          slug\n          name\n          imageFileId\n        }\n      }\n      grants {\n        role\n        expirationTime\n      }\n    }\n  }\n": typeof types.RoomRestrictionsDocument,
    "\n  mutation GrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n": typeof types.GrantRoomRoleDocument,
    "\n  mutation RemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n": typeof types.RemoveRoomRoleDocument,
    "\n  query RecentSongPlays($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) {\n      id\n      playedAt\n      voteCounts {\n        up\n        down\n      }\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n": typeof types.RecentSongPlaysDocument,
    "\n  query EndedPlay($id: ID!) {\n    roomPlay(id: $id) {\n      id\n      startedAt\n      upVotes\n      downVotes\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n": typeof types.EndedPlayDocument,
    "\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n    listenerCount\n  }\n": typeof types.RoomCardFieldsFragmentDoc,
    "\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n": typeof types.RoomSettingsFieldsFragmentDoc,
    "\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": typeof types.HomeRoomsDocument,
    "\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n": typeof types.MyHomeRoomsDocument,
    "\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": typeof types.SearchRoomsDocument,
    "\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n": typeof types.CreateRoomDocument,
    "\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.RoomSettingsDocument,
    "\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.UpdateRoomDocument,
    "\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.SetRoomPinnedMessagesDocument,
    "\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.SetRoomPosterUrlDocument,
    "\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.RemoveRoomPosterDocument,
    "\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n": typeof types.ResetRoomDocument,
    "\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n": typeof types.DeleteRoomDocument,
    "\n  fragment SocialUserFields on User {\n    id\n    displayName\n    avatarId\n  }\n": typeof types.SocialUserFieldsFragmentDoc,
    "\n  fragment FriendInvitationFields on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    sender {\n      ...SocialUserFields\n    }\n    recipient {\n      ...SocialUserFields\n    }\n  }\n": typeof types.FriendInvitationFieldsFragmentDoc,
    "\n  query FriendsPage($limit: Int!) {\n    friends(query: { limit: $limit }) {\n      data {\n        id\n        friendId\n        createdAt\n        friend {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n  }\n": typeof types.FriendsPageDocument,
    "\n  mutation SendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) {\n      ...FriendInvitationFields\n    }\n  }\n": typeof types.SendFriendInvitationDocument,
    "\n  mutation HandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) {\n      ...FriendInvitationFields\n    }\n  }\n": typeof types.HandleFriendInvitationDocument,
    "\n  mutation CancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) {\n      ...FriendInvitationFields\n    }\n  }\n": typeof types.CancelFriendInvitationDocument,
    "\n  mutation RemoveFriend($id: ID!) {\n    removeFriend(id: $id) {\n      id\n      friendId\n    }\n  }\n": typeof types.RemoveFriendDocument,
    "\n  query Relationship($limit: Int!) {\n    friendsUuids {\n      friendsUuids\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        id\n        senderId\n      }\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        id\n        recipientId\n      }\n    }\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n      }\n    }\n  }\n": typeof types.RelationshipDocument,
    "\n  query DjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) {\n      id\n      notify\n    }\n    djFanCount(djId: $djId)\n  }\n": typeof types.DjFollowDocument,
    "\n  query DjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n": typeof types.DjFanCountDocument,
    "\n  mutation FollowDj($djId: ID!) {\n    followDj(djId: $djId) {\n      id\n      djId\n      notify\n    }\n  }\n": typeof types.FollowDjDocument,
    "\n  mutation UnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) {\n      id\n      djId\n    }\n  }\n": typeof types.UnfollowDjDocument,
    "\n  query FansAndFollowed($userId: ID!, $take: Int!) {\n    djFans(djId: $userId, take: $take) {\n      items {\n        id\n        fanId\n      }\n      total\n    }\n    djsFollowed(userId: $userId, take: $take) {\n      items {\n        id\n        djId\n      }\n      total\n    }\n  }\n": typeof types.FansAndFollowedDocument,
    "\n  query BlockedUsers($limit: Int!) {\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n        createdAt\n        user {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n  }\n": typeof types.BlockedUsersDocument,
    "\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId) {\n      id\n      blockedUserId\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($id: ID!) {\n    unblockUser(id: $id) {\n      id\n      blockedUserId\n    }\n  }\n": typeof types.UnblockUserDocument,
    "\n  query Notifications($limit: Int) {\n    myNotifications(limit: $limit) {\n      id\n      kind\n      title\n      body\n      data\n      createdAt\n    }\n    notificationSettings {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": typeof types.WebPushPublicKeyDocument,
    "\n  mutation RegisterWebDevice($subscription: WebPushSubscriptionInput!) {\n    registerDevice(input: { devicePlatform: \"web\", subscription: $subscription }) {\n      id\n      devicePlatform\n      token\n    }\n  }\n": typeof types.RegisterWebDeviceDocument,
    "\n  mutation RemoveDevice($token: String!) {\n    removeDevice(token: $token) {\n      id\n      token\n    }\n  }\n": typeof types.RemoveDeviceDocument,
    "\n  query SocialUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      ...SocialUserFields\n    }\n  }\n": typeof types.SocialUsersDocument,
};
const documents: Documents = {
    "\n  fragment UserEmailFields on UserEmail {\n    id\n    email\n    type\n    status\n    verifiedAt\n    codeSentAt\n    createdAt\n  }\n": types.UserEmailFieldsFragmentDoc,
    "\n  query Emails {\n    emails {\n      ...UserEmailFields\n    }\n  }\n": types.EmailsDocument,
    "\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) {\n      ...UserEmailFields\n    }\n  }\n": types.AddEmailDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      status\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation SendVerificationEmail($input: EmailTargetInput!) {\n    sendVerificationEmail(input: $input) {\n      nextResendAt\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n": types.SendVerificationEmailDocument,
    "\n  mutation DeleteEmail($id: ID!) {\n    deleteEmail(id: $id) {\n      ...UserEmailFields\n    }\n  }\n": types.DeleteEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) {\n      ...SessionFields\n    }\n  }\n": types.SetPasswordDocument,
    "\n  mutation RequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) {\n      status\n      requestedAt\n    }\n  }\n": types.RequestDeactivationDocument,
    "\n  query MusicProviders {\n    me {\n      id\n      musicProviders\n    }\n  }\n": types.MusicProvidersDocument,
    "\n  query MusicServiceAuthorization($provider: MusicService!) {\n    musicServiceAuthorization(provider: $provider) {\n      url\n      state\n    }\n  }\n": types.MusicServiceAuthorizationDocument,
    "\n  mutation ExchangeMusicServiceCode($provider: MusicService!, $code: String!, $state: String!) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) {\n      provider\n    }\n  }\n": types.ExchangeMusicServiceCodeDocument,
    "\n  mutation UnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n": types.UnlinkMusicServiceDocument,
    "\n  fragment ProfileDetailsFields on User {\n    id\n    bio\n    location\n    pronouns\n    website\n    socials {\n      instagram\n      twitter\n      tiktok\n      soundcloud\n      youtube\n    }\n    profilePicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n    coverPicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n  }\n": types.ProfileDetailsFieldsFragmentDoc,
    "\n  query ProfileDetails {\n    me {\n      ...ProfileDetailsFields\n    }\n  }\n": types.ProfileDetailsDocument,
    "\n  mutation UpdateProfileDetails($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n": types.UpdateProfileDetailsDocument,
    "\n  mutation UpdateSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n": types.UpdateSocialsDocument,
    "\n  mutation DeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) {\n      id\n      kind\n    }\n  }\n": types.DeleteProfileImageDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    roomId\n    type\n    color\n    date\n    revision\n    lastChange\n    deleted\n    editedAt\n    message\n    userUuid\n    avatarId\n    replyToId\n    gif\n    media\n    imageUrls\n    consumableId\n    consumable {\n      id\n      name\n      fileUrl\n    }\n    mentionedUserIds\n    replyCount\n    author {\n      id\n      displayName\n      roles\n    }\n    mentions {\n      id\n      displayName\n    }\n    replyTo {\n      id\n      type\n      deleted\n      message\n      userUuid\n      author {\n        id\n        displayName\n      }\n      imageUrls\n      gif\n    }\n    reactions {\n      emoji\n      count\n      userIds\n      users {\n        id\n        displayName\n      }\n    }\n    songs {\n      link\n      provider\n      songId\n      song {\n        id\n        trackName\n        artistName\n        thumbnails {\n          provider\n          url\n        }\n        chatMusicInfo {\n          providerUrls\n          trackInfo {\n            trackName\n            artistName\n            albumName\n          }\n        }\n      }\n    }\n    playlistId\n    playlist {\n      id\n      crateName\n      kind\n      count\n      thumbnails\n      userId\n      owner {\n        id\n        displayName\n      }\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatHistory($roomId: ID!, $before: String, $limit: Int) {\n    chatMessages(roomId: $roomId, before: $before, limit: $limit) {\n      messages {\n        ...ChatMessageFields\n      }\n      nextCursor\n    }\n  }\n": types.ChatHistoryDocument,
    "\n  subscription ChatMessageChanged($roomId: ID!) {\n    chatMessageChanged(roomId: $roomId) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatMessageChangedDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation EditChatMessage($id: ID!, $message: String) {\n    editChatMessage(id: $id, message: $message) {\n      ...ChatMessageFields\n    }\n  }\n": types.EditChatMessageDocument,
    "\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n": types.DeleteChatMessageDocument,
    "\n  mutation DeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n": types.DeleteRoomConversationDocument,
    "\n  mutation ToggleChatReaction($messageId: ID!, $emoji: String!) {\n    toggleChatReaction(messageId: $messageId, emoji: $emoji) {\n      ...ChatMessageFields\n    }\n  }\n": types.ToggleChatReactionDocument,
    "\n  fragment CommunityFields on Community {\n    id\n    slug\n    name\n    description\n    memberCount\n    roomCount\n  }\n": types.CommunityFieldsFragmentDoc,
    "\n  query MyCommunities($limit: Int) {\n    userCommunities(limit: $limit) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n": types.MyCommunitiesDocument,
    "\n  query BrowseCommunities($search: String, $limit: Int, $offset: Int) {\n    communities(search: $search, limit: $limit, offset: $offset) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n": types.BrowseCommunitiesDocument,
    "\n  query CommunityPage($id: ID!, $limit: Int, $signedIn: Boolean!) {\n    community(id: $id) {\n      ...CommunityFields\n    }\n    communityRooms(id: $id, limit: $limit) {\n      total\n      data {\n        id\n        slug\n        name\n      }\n    }\n    userCommunities(limit: 100) @include(if: $signedIn) {\n      data {\n        id\n      }\n    }\n  }\n": types.CommunityPageDocument,
    "\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n": types.JoinCommunityDocument,
    "\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n": types.LeaveCommunityDocument,
    "\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n": types.CrateFieldsFragmentDoc,
    "\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    playable\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n": types.CrateSongFieldsFragmentDoc,
    "\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": types.SpecialCrateSongsDocument,
    "\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": types.CrateSongsDocument,
    "\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n": types.MyCratesDocument,
    "\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n": types.SpecialCrateDocument,
    "\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        playable\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n": types.SongSearchDocument,
    "\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n": types.ImportTrackDocument,
    "\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n": types.AddCrateSongsDocument,
    "\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n": types.MoveCrateSongDocument,
    "\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n": types.RemoveCrateSongDocument,
    "\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n": types.ShuffleCrateDocument,
    "\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n": types.ClearCrateDocument,
    "\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n": types.ReplaceQueueFromCrateDocument,
    "\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": types.CreateCrateDocument,
    "\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n": types.UpdateCrateDocument,
    "\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": types.DeleteCrateDocument,
    "\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n": types.CopyCrateDocument,
    "\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": types.ImportCrateDocument,
    "\n  query CrateImportReport($id: ID!) {\n    crate(id: $id) {\n      id\n      importStatus\n      importFailures {\n        musicProvider\n        providerId\n        reason\n        message\n      }\n    }\n  }\n": types.CrateImportReportDocument,
    "\n  query SpotifyExportToken($userId: ID!) {\n    musicServiceAccessToken(provider: spotify, userId: $userId) {\n      accessToken\n    }\n  }\n": types.SpotifyExportTokenDocument,
    "\n  query AppleExportToken($userId: ID!) {\n    appleUserToken(userId: $userId) {\n      userToken\n    }\n  }\n": types.AppleExportTokenDocument,
    "\n  mutation ExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) {\n      provider\n      playlistId\n      url\n      trackCount\n      skipped\n    }\n  }\n": types.ExportCrateDocument,
    "\n  fragment TokenAccountFields on TokenAccount {\n    id\n    balance\n    status\n    updatedAt\n  }\n": types.TokenAccountFieldsFragmentDoc,
    "\n  query MyTokenAccount {\n    myTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n": types.MyTokenAccountDocument,
    "\n  fragment ConsumableFields on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileUrl\n    updatedAt\n  }\n": types.ConsumableFieldsFragmentDoc,
    "\n  query Consumables($query: ListQueryInput) {\n    consumables(query: $query) {\n      data {\n        ...ConsumableFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.ConsumablesDocument,
    "\n  query Consumable($id: ID!) {\n    consumable(id: $id) {\n      ...ConsumableFields\n    }\n  }\n": types.ConsumableDocument,
    "\n  fragment SeasonFields on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n  }\n": types.SeasonFieldsFragmentDoc,
    "\n  query CurrentSeason {\n    currentSeason {\n      ...SeasonFields\n    }\n  }\n": types.CurrentSeasonDocument,
    "\n  query SeasonByName($seasonName: String!) {\n    seasonByName(seasonName: $seasonName) {\n      ...SeasonFields\n    }\n  }\n": types.SeasonByNameDocument,
    "\n  query NeighbourSeasons($seasonStart: DateTimeISO!) {\n    previousSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n    nextSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n  }\n": types.NeighbourSeasonsDocument,
    "\n  fragment AvatarFields on Avatar {\n    id\n    slug\n    name\n    avatarStatus\n    discordOnly\n    imageFileId\n    awardTopRank\n    awardMinPoints\n    season {\n      id\n      seasonName\n    }\n  }\n": types.AvatarFieldsFragmentDoc,
    "\n  query AvatarCatalogue {\n    avatarCatalogue {\n      ...AvatarFields\n      wearability\n    }\n  }\n": types.AvatarCatalogueDocument,
    "\n  query AvatarBySlug($slug: String!) {\n    avatar(slug: $slug) {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n": types.AvatarBySlugDocument,
    "\n  fragment RankedUserFields on User {\n    id\n    displayName\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n": types.RankedUserFieldsFragmentDoc,
    "\n  query SeasonRankingPage($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n": types.SeasonRankingPageDocument,
    "\n  query LifetimeRankingPage($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n": types.LifetimeRankingPageDocument,
    "\n  query UserPoints($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) {\n      seasonId\n      balance\n      rank\n      season {\n        id\n        seasonName\n      }\n    }\n    lifetimeRankingStatusOf(userUuid: $userUuid) {\n      balance\n      rank\n    }\n    user(id: $userUuid) {\n      id\n      avatarAssignments {\n        id\n        assignmentType\n        createdAt\n        avatar {\n          ...AvatarFields\n        }\n      }\n    }\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season {\n        id\n        seasonName\n      }\n      rankingStatus {\n        balance\n        rank\n      }\n    }\n  }\n": types.UserPointsDocument,
    "\n  mutation PurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) {\n      id\n      status\n      failureReason\n      consumable {\n        id\n        name\n      }\n      tokenAccount {\n        ...TokenAccountFields\n      }\n    }\n  }\n": types.PurchaseConsumableDocument,
    "\n  mutation OpenTokenAccount {\n    openTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n": types.OpenTokenAccountDocument,
    "\n  fragment EventFields on Event {\n    id\n    slug\n    title\n    description\n    startsAt\n    endsAt\n    interestedCount\n    interested\n    room {\n      id\n      slug\n      name\n    }\n    community {\n      id\n      slug\n      name\n    }\n  }\n": types.EventFieldsFragmentDoc,
    "\n  query UpcomingEvents($limit: Int) {\n    upcomingEvents(limit: $limit) {\n      total\n      data {\n        ...EventFields\n      }\n    }\n  }\n": types.UpcomingEventsDocument,
    "\n  query EventPage($slug: String!) {\n    eventBySlug(slug: $slug) {\n      ...EventFields\n    }\n  }\n": types.EventPageDocument,
    "\n  mutation MarkEventInterest($id: ID!) {\n    markEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n": types.MarkEventInterestDocument,
    "\n  mutation UnmarkEventInterest($id: ID!) {\n    unmarkEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n": types.UnmarkEventInterestDocument,
    "\n  fragment UserFields on User {\n    id\n    displayName\n    avatarId\n    roles\n    email\n    createdAt\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    newAccount\n    user {\n      ...UserFields\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) {\n      ...SessionFields\n    }\n  }\n": types.ValidateMagicLinkDocument,
    "\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      requestId\n      phone\n      expiresAt\n    }\n  }\n": types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.VerifyPhoneCodeDocument,
    "\n  mutation SendMagicLink($email: String!, $path: String) {\n    sendMagicLink(email: $email, path: $path) {\n      message\n    }\n  }\n": types.SendMagicLinkDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n": types.GuestTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      avatarId\n      roles\n    }\n  }\n": types.UserUpdatedDocument,
    "\n  fragment SubscriptionProductFields on SubscriptionProduct {\n    priceId\n    productId\n    name\n    description\n    kind\n    level\n    monthlyTokens\n    tokens\n    unitAmount\n    currency\n    interval\n    intervalCount\n  }\n": types.SubscriptionProductFieldsFragmentDoc,
    "\n  fragment PlanSubscriptionFields on PlanSubscription {\n    id\n    planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    priceId\n    updatedAt\n  }\n": types.PlanSubscriptionFieldsFragmentDoc,
    "\n  query SubscriptionProducts {\n    subscriptionProducts {\n      ...SubscriptionProductFields\n    }\n  }\n": types.SubscriptionProductsDocument,
    "\n  query MySubscription {\n    mySubscription {\n      ...PlanSubscriptionFields\n    }\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  mutation StartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) {\n      id\n      url\n    }\n  }\n": types.StartSubscriptionCheckoutDocument,
    "\n  mutation OpenSubscriptionPortal {\n    openSubscriptionPortal {\n      url\n    }\n  }\n": types.OpenSubscriptionPortalDocument,
    "\n  mutation ConfirmSubscriptionCheckout($sessionId: ID!) {\n    confirmSubscriptionCheckout(sessionId: $sessionId) {\n      id\n      mode\n      status\n      tokens\n      subscription {\n        ...PlanSubscriptionFields\n      }\n    }\n  }\n": types.ConfirmSubscriptionCheckoutDocument,
    "\n  query PlaybackServerTime {\n    serverTime\n  }\n": types.PlaybackServerTimeDocument,
    "\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      links\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n": types.PlaybackSongDocument,
    "\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n": types.PlaybackSongStreamDocument,
    "\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n": types.RecordPlaybackEventDocument,
    "\n  query PlaybackSubscriptionLevel {\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n": types.PlaybackSubscriptionLevelDocument,
    "\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n": types.ProfileUserFieldsFragmentDoc,
    "\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    kind\n    count\n  }\n": types.ProfileCrateFieldsFragmentDoc,
    "\n  fragment ProfileAboutFields on User {\n    bio\n    location\n    pronouns\n    website\n    socialLinks {\n      network\n      value\n      url\n    }\n  }\n": types.ProfileAboutFieldsFragmentDoc,
    "\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n      ...ProfileAboutFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n": types.UserProfileDocument,
    "\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n": types.UpdateAvatarDocument,
    "\n  query RoomByRef($ref: String!) {\n    roomByRef(ref: $ref) {\n      id\n      slug\n      name\n      ownerId\n    }\n  }\n": types.RoomByRefDocument,
    "\n  mutation JoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      heartbeatSeconds\n      myRoomRoles\n      room {\n        id\n        slug\n        name\n        ownerId\n      }\n      state {\n        seq\n        document\n      }\n    }\n  }\n": types.JoinRoomDocument,
    "\n  query RoomState($roomId: ID!) {\n    roomState(roomId: $roomId) {\n      seq\n      document\n    }\n  }\n": types.RoomStateDocument,
    "\n  mutation RoomHeartbeat($roomId: ID!, $connectionId: ID!) {\n    roomHeartbeat(roomId: $roomId, connectionId: $connectionId)\n  }\n": types.RoomHeartbeatDocument,
    "\n  mutation LeaveRoom($roomId: ID!, $connectionId: ID) {\n    leaveRoom(roomId: $roomId, connectionId: $connectionId)\n  }\n": types.LeaveRoomDocument,
    "\n  subscription RoomEvents($roomId: ID!) {\n    roomEvents(roomId: $roomId) {\n      seq\n      kind\n      patch\n      userId\n      data\n    }\n  }\n": types.RoomEventsDocument,
    "\n  query RoomDetails($id: ID!) {\n    room(id: $id) {\n      id\n      slug\n      name\n      description\n      design\n      type\n      djType\n      numberOfDjs\n      ownerId\n      externalUrl\n      posterUrl\n      pinnedMessages {\n        text\n      }\n    }\n    roomChatStanding(roomId: $id) {\n      canPost\n      canModerate\n      chatDisabledUntil\n      roles\n    }\n  }\n": types.RoomDetailsDocument,
    "\n  query RoomUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      id\n      displayName\n      avatarId\n      wornAvatar {\n        id\n        slug\n        name\n        imageFileId\n      }\n    }\n  }\n": types.RoomUsersDocument,
    "\n  mutation TakeDjSeat($roomId: ID!) {\n    takeDjSeat(roomId: $roomId) {\n      seq\n    }\n  }\n": types.TakeDjSeatDocument,
    "\n  mutation LeaveDjSeat($roomId: ID!, $afterSong: Boolean!) {\n    leaveDjSeat(roomId: $roomId, afterSong: $afterSong) {\n      seq\n    }\n  }\n": types.LeaveDjSeatDocument,
    "\n  mutation RemoveDj($roomId: ID!, $userId: ID!) {\n    removeDj(roomId: $roomId, userId: $userId) {\n      seq\n    }\n  }\n": types.RemoveDjDocument,
    "\n  mutation SkipSong($roomId: ID!) {\n    skipSong(roomId: $roomId) {\n      seq\n    }\n  }\n": types.SkipSongDocument,
    "\n  mutation VoteSong($roomId: ID!, $direction: String!) {\n    voteSong(roomId: $roomId, direction: $direction) {\n      id\n      upVotes\n      downVotes\n    }\n  }\n": types.VoteSongDocument,
    "\n  mutation LikeSong($roomId: ID!) {\n    likeSong(roomId: $roomId) {\n      id\n      stars\n    }\n  }\n": types.LikeSongDocument,
    "\n  query RoomRestrictions($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) {\n      userId\n      user {\n        id\n        displayName\n        avatarId\n        wornAvatar {\n          id\n          slug\n          name\n          imageFileId\n        }\n      }\n      grants {\n        role\n        expirationTime\n      }\n    }\n  }\n": types.RoomRestrictionsDocument,
    "\n  mutation GrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n": types.GrantRoomRoleDocument,
    "\n  mutation RemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n": types.RemoveRoomRoleDocument,
    "\n  query RecentSongPlays($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) {\n      id\n      playedAt\n      voteCounts {\n        up\n        down\n      }\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n": types.RecentSongPlaysDocument,
    "\n  query EndedPlay($id: ID!) {\n    roomPlay(id: $id) {\n      id\n      startedAt\n      upVotes\n      downVotes\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n": types.EndedPlayDocument,
    "\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n    listenerCount\n  }\n": types.RoomCardFieldsFragmentDoc,
    "\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n": types.RoomSettingsFieldsFragmentDoc,
    "\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": types.HomeRoomsDocument,
    "\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n": types.MyHomeRoomsDocument,
    "\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": types.SearchRoomsDocument,
    "\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n": types.CreateRoomDocument,
    "\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n": types.RoomSettingsDocument,
    "\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n": types.UpdateRoomDocument,
    "\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n": types.SetRoomPinnedMessagesDocument,
    "\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n": types.SetRoomPosterUrlDocument,
    "\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n": types.RemoveRoomPosterDocument,
    "\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n": types.ResetRoomDocument,
    "\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n": types.DeleteRoomDocument,
    "\n  fragment SocialUserFields on User {\n    id\n    displayName\n    avatarId\n  }\n": types.SocialUserFieldsFragmentDoc,
    "\n  fragment FriendInvitationFields on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    sender {\n      ...SocialUserFields\n    }\n    recipient {\n      ...SocialUserFields\n    }\n  }\n": types.FriendInvitationFieldsFragmentDoc,
    "\n  query FriendsPage($limit: Int!) {\n    friends(query: { limit: $limit }) {\n      data {\n        id\n        friendId\n        createdAt\n        friend {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n  }\n": types.FriendsPageDocument,
    "\n  mutation SendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) {\n      ...FriendInvitationFields\n    }\n  }\n": types.SendFriendInvitationDocument,
    "\n  mutation HandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) {\n      ...FriendInvitationFields\n    }\n  }\n": types.HandleFriendInvitationDocument,
    "\n  mutation CancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) {\n      ...FriendInvitationFields\n    }\n  }\n": types.CancelFriendInvitationDocument,
    "\n  mutation RemoveFriend($id: ID!) {\n    removeFriend(id: $id) {\n      id\n      friendId\n    }\n  }\n": types.RemoveFriendDocument,
    "\n  query Relationship($limit: Int!) {\n    friendsUuids {\n      friendsUuids\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        id\n        senderId\n      }\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        id\n        recipientId\n      }\n    }\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n      }\n    }\n  }\n": types.RelationshipDocument,
    "\n  query DjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) {\n      id\n      notify\n    }\n    djFanCount(djId: $djId)\n  }\n": types.DjFollowDocument,
    "\n  query DjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n": types.DjFanCountDocument,
    "\n  mutation FollowDj($djId: ID!) {\n    followDj(djId: $djId) {\n      id\n      djId\n      notify\n    }\n  }\n": types.FollowDjDocument,
    "\n  mutation UnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) {\n      id\n      djId\n    }\n  }\n": types.UnfollowDjDocument,
    "\n  query FansAndFollowed($userId: ID!, $take: Int!) {\n    djFans(djId: $userId, take: $take) {\n      items {\n        id\n        fanId\n      }\n      total\n    }\n    djsFollowed(userId: $userId, take: $take) {\n      items {\n        id\n        djId\n      }\n      total\n    }\n  }\n": types.FansAndFollowedDocument,
    "\n  query BlockedUsers($limit: Int!) {\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n        createdAt\n        user {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n  }\n": types.BlockedUsersDocument,
    "\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId) {\n      id\n      blockedUserId\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($id: ID!) {\n    unblockUser(id: $id) {\n      id\n      blockedUserId\n    }\n  }\n": types.UnblockUserDocument,
    "\n  query Notifications($limit: Int) {\n    myNotifications(limit: $limit) {\n      id\n      kind\n      title\n      body\n      data\n      createdAt\n    }\n    notificationSettings {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": types.WebPushPublicKeyDocument,
    "\n  mutation RegisterWebDevice($subscription: WebPushSubscriptionInput!) {\n    registerDevice(input: { devicePlatform: \"web\", subscription: $subscription }) {\n      id\n      devicePlatform\n      token\n    }\n  }\n": types.RegisterWebDeviceDocument,
    "\n  mutation RemoveDevice($token: String!) {\n    removeDevice(token: $token) {\n      id\n      token\n    }\n  }\n": types.RemoveDeviceDocument,
    "\n  query SocialUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      ...SocialUserFields\n    }\n  }\n": types.SocialUsersDocument,
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
export function graphql(source: "\n  fragment UserEmailFields on UserEmail {\n    id\n    email\n    type\n    status\n    verifiedAt\n    codeSentAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserEmailFields on UserEmail {\n    id\n    email\n    type\n    status\n    verifiedAt\n    codeSentAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Emails {\n    emails {\n      ...UserEmailFields\n    }\n  }\n"): (typeof documents)["\n  query Emails {\n    emails {\n      ...UserEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) {\n      ...UserEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) {\n      ...UserEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      status\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      status\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationEmail($input: EmailTargetInput!) {\n    sendVerificationEmail(input: $input) {\n      nextResendAt\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerificationEmail($input: EmailTargetInput!) {\n    sendVerificationEmail(input: $input) {\n      nextResendAt\n      email {\n        ...UserEmailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmail($id: ID!) {\n    deleteEmail(id: $id) {\n      ...UserEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmail($id: ID!) {\n    deleteEmail(id: $id) {\n      ...UserEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPassword($newPassword: String!) {\n    setPassword(newPassword: $newPassword) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) {\n      status\n      requestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDeactivation($reason: String) {\n    requestDeactivation(reason: $reason) {\n      status\n      requestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MusicProviders {\n    me {\n      id\n      musicProviders\n    }\n  }\n"): (typeof documents)["\n  query MusicProviders {\n    me {\n      id\n      musicProviders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MusicServiceAuthorization($provider: MusicService!) {\n    musicServiceAuthorization(provider: $provider) {\n      url\n      state\n    }\n  }\n"): (typeof documents)["\n  query MusicServiceAuthorization($provider: MusicService!) {\n    musicServiceAuthorization(provider: $provider) {\n      url\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeMusicServiceCode($provider: MusicService!, $code: String!, $state: String!) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) {\n      provider\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeMusicServiceCode($provider: MusicService!, $code: String!, $state: String!) {\n    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) {\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n"): (typeof documents)["\n  mutation UnlinkMusicService($provider: MusicService!) {\n    unlinkMusicService(provider: $provider)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileDetailsFields on User {\n    id\n    bio\n    location\n    pronouns\n    website\n    socials {\n      instagram\n      twitter\n      tiktok\n      soundcloud\n      youtube\n    }\n    profilePicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n    coverPicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileDetailsFields on User {\n    id\n    bio\n    location\n    pronouns\n    website\n    socials {\n      instagram\n      twitter\n      tiktok\n      soundcloud\n      youtube\n    }\n    profilePicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n    coverPicture {\n      id\n      sizes {\n        size\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileDetails {\n    me {\n      ...ProfileDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query ProfileDetails {\n    me {\n      ...ProfileDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileDetails($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileDetails($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSocials($input: UserSocialsInput!) {\n    updateUserSocials(input: $input) {\n      ...ProfileDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) {\n      id\n      kind\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProfileImage($id: ID!) {\n    deleteProfileImage(id: $id) {\n      id\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    roomId\n    type\n    color\n    date\n    revision\n    lastChange\n    deleted\n    editedAt\n    message\n    userUuid\n    avatarId\n    replyToId\n    gif\n    media\n    imageUrls\n    consumableId\n    consumable {\n      id\n      name\n      fileUrl\n    }\n    mentionedUserIds\n    replyCount\n    author {\n      id\n      displayName\n      roles\n    }\n    mentions {\n      id\n      displayName\n    }\n    replyTo {\n      id\n      type\n      deleted\n      message\n      userUuid\n      author {\n        id\n        displayName\n      }\n      imageUrls\n      gif\n    }\n    reactions {\n      emoji\n      count\n      userIds\n      users {\n        id\n        displayName\n      }\n    }\n    songs {\n      link\n      provider\n      songId\n      song {\n        id\n        trackName\n        artistName\n        thumbnails {\n          provider\n          url\n        }\n        chatMusicInfo {\n          providerUrls\n          trackInfo {\n            trackName\n            artistName\n            albumName\n          }\n        }\n      }\n    }\n    playlistId\n    playlist {\n      id\n      crateName\n      kind\n      count\n      thumbnails\n      userId\n      owner {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessage {\n    id\n    roomId\n    type\n    color\n    date\n    revision\n    lastChange\n    deleted\n    editedAt\n    message\n    userUuid\n    avatarId\n    replyToId\n    gif\n    media\n    imageUrls\n    consumableId\n    consumable {\n      id\n      name\n      fileUrl\n    }\n    mentionedUserIds\n    replyCount\n    author {\n      id\n      displayName\n      roles\n    }\n    mentions {\n      id\n      displayName\n    }\n    replyTo {\n      id\n      type\n      deleted\n      message\n      userUuid\n      author {\n        id\n        displayName\n      }\n      imageUrls\n      gif\n    }\n    reactions {\n      emoji\n      count\n      userIds\n      users {\n        id\n        displayName\n      }\n    }\n    songs {\n      link\n      provider\n      songId\n      song {\n        id\n        trackName\n        artistName\n        thumbnails {\n          provider\n          url\n        }\n        chatMusicInfo {\n          providerUrls\n          trackInfo {\n            trackName\n            artistName\n            albumName\n          }\n        }\n      }\n    }\n    playlistId\n    playlist {\n      id\n      crateName\n      kind\n      count\n      thumbnails\n      userId\n      owner {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatHistory($roomId: ID!, $before: String, $limit: Int) {\n    chatMessages(roomId: $roomId, before: $before, limit: $limit) {\n      messages {\n        ...ChatMessageFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ChatHistory($roomId: ID!, $before: String, $limit: Int) {\n    chatMessages(roomId: $roomId, before: $before, limit: $limit) {\n      messages {\n        ...ChatMessageFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatMessageChanged($roomId: ID!) {\n    chatMessageChanged(roomId: $roomId) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription ChatMessageChanged($roomId: ID!) {\n    chatMessageChanged(roomId: $roomId) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditChatMessage($id: ID!, $message: String) {\n    editChatMessage(id: $id, message: $message) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditChatMessage($id: ID!, $message: String) {\n    editChatMessage(id: $id, message: $message) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteChatMessage($id: ID!) {\n    deleteChatMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n"): (typeof documents)["\n  mutation DeleteRoomConversation($roomId: ID!) {\n    deleteRoomConversation(roomId: $roomId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleChatReaction($messageId: ID!, $emoji: String!) {\n    toggleChatReaction(messageId: $messageId, emoji: $emoji) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleChatReaction($messageId: ID!, $emoji: String!) {\n    toggleChatReaction(messageId: $messageId, emoji: $emoji) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunityFields on Community {\n    id\n    slug\n    name\n    description\n    memberCount\n    roomCount\n  }\n"): (typeof documents)["\n  fragment CommunityFields on Community {\n    id\n    slug\n    name\n    description\n    memberCount\n    roomCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCommunities($limit: Int) {\n    userCommunities(limit: $limit) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCommunities($limit: Int) {\n    userCommunities(limit: $limit) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseCommunities($search: String, $limit: Int, $offset: Int) {\n    communities(search: $search, limit: $limit, offset: $offset) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowseCommunities($search: String, $limit: Int, $offset: Int) {\n    communities(search: $search, limit: $limit, offset: $offset) {\n      total\n      data {\n        ...CommunityFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityPage($id: ID!, $limit: Int, $signedIn: Boolean!) {\n    community(id: $id) {\n      ...CommunityFields\n    }\n    communityRooms(id: $id, limit: $limit) {\n      total\n      data {\n        id\n        slug\n        name\n      }\n    }\n    userCommunities(limit: 100) @include(if: $signedIn) {\n      data {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityPage($id: ID!, $limit: Int, $signedIn: Boolean!) {\n    community(id: $id) {\n      ...CommunityFields\n    }\n    communityRooms(id: $id, limit: $limit) {\n      total\n      data {\n        id\n        slug\n        name\n      }\n    }\n    userCommunities(limit: 100) @include(if: $signedIn) {\n      data {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCommunity($id: ID!) {\n    joinCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCommunity($id: ID!) {\n    leaveCommunity(id: $id) {\n      ...CommunityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    playable\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    playable\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        playable\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        playable\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrateImportReport($id: ID!) {\n    crate(id: $id) {\n      id\n      importStatus\n      importFailures {\n        musicProvider\n        providerId\n        reason\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrateImportReport($id: ID!) {\n    crate(id: $id) {\n      id\n      importStatus\n      importFailures {\n        musicProvider\n        providerId\n        reason\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpotifyExportToken($userId: ID!) {\n    musicServiceAccessToken(provider: spotify, userId: $userId) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  query SpotifyExportToken($userId: ID!) {\n    musicServiceAccessToken(provider: spotify, userId: $userId) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppleExportToken($userId: ID!) {\n    appleUserToken(userId: $userId) {\n      userToken\n    }\n  }\n"): (typeof documents)["\n  query AppleExportToken($userId: ID!) {\n    appleUserToken(userId: $userId) {\n      userToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) {\n      provider\n      playlistId\n      url\n      trackCount\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation ExportCrate($input: CrateExportInput!) {\n    exportCrate(input: $input) {\n      provider\n      playlistId\n      url\n      trackCount\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenAccountFields on TokenAccount {\n    id\n    balance\n    status\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TokenAccountFields on TokenAccount {\n    id\n    balance\n    status\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTokenAccount {\n    myTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n"): (typeof documents)["\n  query MyTokenAccount {\n    myTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsumableFields on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileUrl\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ConsumableFields on Consumable {\n    id\n    name\n    description\n    tokenCost\n    fileUrl\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consumables($query: ListQueryInput) {\n    consumables(query: $query) {\n      data {\n        ...ConsumableFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query Consumables($query: ListQueryInput) {\n    consumables(query: $query) {\n      data {\n        ...ConsumableFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consumable($id: ID!) {\n    consumable(id: $id) {\n      ...ConsumableFields\n    }\n  }\n"): (typeof documents)["\n  query Consumable($id: ID!) {\n    consumable(id: $id) {\n      ...ConsumableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeasonFields on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n  }\n"): (typeof documents)["\n  fragment SeasonFields on Season {\n    id\n    seasonName\n    seasonStart\n    seasonEnd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentSeason {\n    currentSeason {\n      ...SeasonFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentSeason {\n    currentSeason {\n      ...SeasonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeasonByName($seasonName: String!) {\n    seasonByName(seasonName: $seasonName) {\n      ...SeasonFields\n    }\n  }\n"): (typeof documents)["\n  query SeasonByName($seasonName: String!) {\n    seasonByName(seasonName: $seasonName) {\n      ...SeasonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NeighbourSeasons($seasonStart: DateTimeISO!) {\n    previousSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n    nextSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n  }\n"): (typeof documents)["\n  query NeighbourSeasons($seasonStart: DateTimeISO!) {\n    previousSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n    nextSeason(seasonStart: $seasonStart) {\n      ...SeasonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvatarFields on Avatar {\n    id\n    slug\n    name\n    avatarStatus\n    discordOnly\n    imageFileId\n    awardTopRank\n    awardMinPoints\n    season {\n      id\n      seasonName\n    }\n  }\n"): (typeof documents)["\n  fragment AvatarFields on Avatar {\n    id\n    slug\n    name\n    avatarStatus\n    discordOnly\n    imageFileId\n    awardTopRank\n    awardMinPoints\n    season {\n      id\n      seasonName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvatarCatalogue {\n    avatarCatalogue {\n      ...AvatarFields\n      wearability\n    }\n  }\n"): (typeof documents)["\n  query AvatarCatalogue {\n    avatarCatalogue {\n      ...AvatarFields\n      wearability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvatarBySlug($slug: String!) {\n    avatar(slug: $slug) {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n"): (typeof documents)["\n  query AvatarBySlug($slug: String!) {\n    avatar(slug: $slug) {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankedUserFields on User {\n    id\n    displayName\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n"): (typeof documents)["\n  fragment RankedUserFields on User {\n    id\n    displayName\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeasonRankingPage($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeasonRankingPage($seasonName: String!, $take: Int, $skip: Int) {\n    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LifetimeRankingPage($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LifetimeRankingPage($take: Int, $skip: Int) {\n    allSeasonsRanking(take: $take, skip: $skip) {\n      total\n      data {\n        userUuid\n        balance\n        rank\n        user {\n          ...RankedUserFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPoints($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) {\n      seasonId\n      balance\n      rank\n      season {\n        id\n        seasonName\n      }\n    }\n    lifetimeRankingStatusOf(userUuid: $userUuid) {\n      balance\n      rank\n    }\n    user(id: $userUuid) {\n      id\n      avatarAssignments {\n        id\n        assignmentType\n        createdAt\n        avatar {\n          ...AvatarFields\n        }\n      }\n    }\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season {\n        id\n        seasonName\n      }\n      rankingStatus {\n        balance\n        rank\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPoints($userUuid: ID!) {\n    rankingStatuses(userUuid: $userUuid) {\n      seasonId\n      balance\n      rank\n      season {\n        id\n        seasonName\n      }\n    }\n    lifetimeRankingStatusOf(userUuid: $userUuid) {\n      balance\n      rank\n    }\n    user(id: $userUuid) {\n      id\n      avatarAssignments {\n        id\n        assignmentType\n        createdAt\n        avatar {\n          ...AvatarFields\n        }\n      }\n    }\n    currentRankingStatus(userUuid: $userUuid) {\n      hasCurrentRankingStatus\n      season {\n        id\n        seasonName\n      }\n      rankingStatus {\n        balance\n        rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) {\n      id\n      status\n      failureReason\n      consumable {\n        id\n        name\n      }\n      tokenAccount {\n        ...TokenAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurchaseConsumable($input: PurchaseConsumableInput!) {\n    purchaseConsumable(input: $input) {\n      id\n      status\n      failureReason\n      consumable {\n        id\n        name\n      }\n      tokenAccount {\n        ...TokenAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenTokenAccount {\n    openTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenTokenAccount {\n    openTokenAccount {\n      ...TokenAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFields on Event {\n    id\n    slug\n    title\n    description\n    startsAt\n    endsAt\n    interestedCount\n    interested\n    room {\n      id\n      slug\n      name\n    }\n    community {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment EventFields on Event {\n    id\n    slug\n    title\n    description\n    startsAt\n    endsAt\n    interestedCount\n    interested\n    room {\n      id\n      slug\n      name\n    }\n    community {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingEvents($limit: Int) {\n    upcomingEvents(limit: $limit) {\n      total\n      data {\n        ...EventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpcomingEvents($limit: Int) {\n    upcomingEvents(limit: $limit) {\n      total\n      data {\n        ...EventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($slug: String!) {\n    eventBySlug(slug: $slug) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  query EventPage($slug: String!) {\n    eventBySlug(slug: $slug) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkEventInterest($id: ID!) {\n    markEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkEventInterest($id: ID!) {\n    markEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmarkEventInterest($id: ID!) {\n    unmarkEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnmarkEventInterest($id: ID!) {\n    unmarkEventInterest(id: $id) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    displayName\n    avatarId\n    roles\n    email\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    displayName\n    avatarId\n    roles\n    email\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    newAccount\n    user {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    newAccount\n    user {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateMagicLink($token: String!) {\n    validateMagicLink(token: $token) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      requestId\n      phone\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      requestId\n      phone\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPhoneCode($input: VerifyPhoneCodeInput!) {\n    verifyPhoneCode(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMagicLink($email: String!, $path: String) {\n    sendMagicLink(email: $email, path: $path) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMagicLink($email: String!, $path: String) {\n    sendMagicLink(email: $email, path: $path) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n"): (typeof documents)["\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      avatarId\n      roles\n    }\n  }\n"): (typeof documents)["\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      avatarId\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionProductFields on SubscriptionProduct {\n    priceId\n    productId\n    name\n    description\n    kind\n    level\n    monthlyTokens\n    tokens\n    unitAmount\n    currency\n    interval\n    intervalCount\n  }\n"): (typeof documents)["\n  fragment SubscriptionProductFields on SubscriptionProduct {\n    priceId\n    productId\n    name\n    description\n    kind\n    level\n    monthlyTokens\n    tokens\n    unitAmount\n    currency\n    interval\n    intervalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanSubscriptionFields on PlanSubscription {\n    id\n    planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    priceId\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PlanSubscriptionFields on PlanSubscription {\n    id\n    planLevel\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canceledAt\n    priceId\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionProducts {\n    subscriptionProducts {\n      ...SubscriptionProductFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionProducts {\n    subscriptionProducts {\n      ...SubscriptionProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      ...PlanSubscriptionFields\n    }\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      ...PlanSubscriptionFields\n    }\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartSubscriptionCheckout($priceId: ID!) {\n    startSubscriptionCheckout(priceId: $priceId) {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenSubscriptionPortal {\n    openSubscriptionPortal {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation OpenSubscriptionPortal {\n    openSubscriptionPortal {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSubscriptionCheckout($sessionId: ID!) {\n    confirmSubscriptionCheckout(sessionId: $sessionId) {\n      id\n      mode\n      status\n      tokens\n      subscription {\n        ...PlanSubscriptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSubscriptionCheckout($sessionId: ID!) {\n    confirmSubscriptionCheckout(sessionId: $sessionId) {\n      id\n      mode\n      status\n      tokens\n      subscription {\n        ...PlanSubscriptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackServerTime {\n    serverTime\n  }\n"): (typeof documents)["\n  query PlaybackServerTime {\n    serverTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      links\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      links\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n"): (typeof documents)["\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackSubscriptionLevel {\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n"): (typeof documents)["\n  query PlaybackSubscriptionLevel {\n    me {\n      id\n      subscriptionLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    wornAvatar {\n      id\n      slug\n      name\n      imageFileId\n    }\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    kind\n    count\n  }\n"): (typeof documents)["\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    kind\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileAboutFields on User {\n    bio\n    location\n    pronouns\n    website\n    socialLinks {\n      network\n      value\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileAboutFields on User {\n    bio\n    location\n    pronouns\n    website\n    socialLinks {\n      network\n      value\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n      ...ProfileAboutFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n      ...ProfileAboutFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomByRef($ref: String!) {\n    roomByRef(ref: $ref) {\n      id\n      slug\n      name\n      ownerId\n    }\n  }\n"): (typeof documents)["\n  query RoomByRef($ref: String!) {\n    roomByRef(ref: $ref) {\n      id\n      slug\n      name\n      ownerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      heartbeatSeconds\n      myRoomRoles\n      room {\n        id\n        slug\n        name\n        ownerId\n      }\n      state {\n        seq\n        document\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinRoom($roomId: ID!, $password: String, $guestPassword: String) {\n    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {\n      connectionId\n      heartbeatSeconds\n      myRoomRoles\n      room {\n        id\n        slug\n        name\n        ownerId\n      }\n      state {\n        seq\n        document\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomState($roomId: ID!) {\n    roomState(roomId: $roomId) {\n      seq\n      document\n    }\n  }\n"): (typeof documents)["\n  query RoomState($roomId: ID!) {\n    roomState(roomId: $roomId) {\n      seq\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoomHeartbeat($roomId: ID!, $connectionId: ID!) {\n    roomHeartbeat(roomId: $roomId, connectionId: $connectionId)\n  }\n"): (typeof documents)["\n  mutation RoomHeartbeat($roomId: ID!, $connectionId: ID!) {\n    roomHeartbeat(roomId: $roomId, connectionId: $connectionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveRoom($roomId: ID!, $connectionId: ID) {\n    leaveRoom(roomId: $roomId, connectionId: $connectionId)\n  }\n"): (typeof documents)["\n  mutation LeaveRoom($roomId: ID!, $connectionId: ID) {\n    leaveRoom(roomId: $roomId, connectionId: $connectionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomEvents($roomId: ID!) {\n    roomEvents(roomId: $roomId) {\n      seq\n      kind\n      patch\n      userId\n      data\n    }\n  }\n"): (typeof documents)["\n  subscription RoomEvents($roomId: ID!) {\n    roomEvents(roomId: $roomId) {\n      seq\n      kind\n      patch\n      userId\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomDetails($id: ID!) {\n    room(id: $id) {\n      id\n      slug\n      name\n      description\n      design\n      type\n      djType\n      numberOfDjs\n      ownerId\n      externalUrl\n      posterUrl\n      pinnedMessages {\n        text\n      }\n    }\n    roomChatStanding(roomId: $id) {\n      canPost\n      canModerate\n      chatDisabledUntil\n      roles\n    }\n  }\n"): (typeof documents)["\n  query RoomDetails($id: ID!) {\n    room(id: $id) {\n      id\n      slug\n      name\n      description\n      design\n      type\n      djType\n      numberOfDjs\n      ownerId\n      externalUrl\n      posterUrl\n      pinnedMessages {\n        text\n      }\n    }\n    roomChatStanding(roomId: $id) {\n      canPost\n      canModerate\n      chatDisabledUntil\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      id\n      displayName\n      avatarId\n      wornAvatar {\n        id\n        slug\n        name\n        imageFileId\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      id\n      displayName\n      avatarId\n      wornAvatar {\n        id\n        slug\n        name\n        imageFileId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeDjSeat($roomId: ID!) {\n    takeDjSeat(roomId: $roomId) {\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation TakeDjSeat($roomId: ID!) {\n    takeDjSeat(roomId: $roomId) {\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveDjSeat($roomId: ID!, $afterSong: Boolean!) {\n    leaveDjSeat(roomId: $roomId, afterSong: $afterSong) {\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveDjSeat($roomId: ID!, $afterSong: Boolean!) {\n    leaveDjSeat(roomId: $roomId, afterSong: $afterSong) {\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDj($roomId: ID!, $userId: ID!) {\n    removeDj(roomId: $roomId, userId: $userId) {\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDj($roomId: ID!, $userId: ID!) {\n    removeDj(roomId: $roomId, userId: $userId) {\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipSong($roomId: ID!) {\n    skipSong(roomId: $roomId) {\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation SkipSong($roomId: ID!) {\n    skipSong(roomId: $roomId) {\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteSong($roomId: ID!, $direction: String!) {\n    voteSong(roomId: $roomId, direction: $direction) {\n      id\n      upVotes\n      downVotes\n    }\n  }\n"): (typeof documents)["\n  mutation VoteSong($roomId: ID!, $direction: String!) {\n    voteSong(roomId: $roomId, direction: $direction) {\n      id\n      upVotes\n      downVotes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeSong($roomId: ID!) {\n    likeSong(roomId: $roomId) {\n      id\n      stars\n    }\n  }\n"): (typeof documents)["\n  mutation LikeSong($roomId: ID!) {\n    likeSong(roomId: $roomId) {\n      id\n      stars\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomRestrictions($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) {\n      userId\n      user {\n        id\n        displayName\n        avatarId\n        wornAvatar {\n          id\n          slug\n          name\n          imageFileId\n        }\n      }\n      grants {\n        role\n        expirationTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomRestrictions($roomId: ID!) {\n    roomUserRoles(roomId: $roomId) {\n      userId\n      user {\n        id\n        displayName\n        avatarId\n        wornAvatar {\n          id\n          slug\n          name\n          imageFileId\n        }\n      }\n      grants {\n        role\n        expirationTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation GrantRoomRole($input: GrantRoomRoleInput!) {\n    grantRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveRoomRole($input: RemoveRoomRoleInput!) {\n    removeRoomRole(input: $input) {\n      userId\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentSongPlays($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) {\n      id\n      playedAt\n      voteCounts {\n        up\n        down\n      }\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentSongPlays($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) {\n      id\n      playedAt\n      voteCounts {\n        up\n        down\n      }\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EndedPlay($id: ID!) {\n    roomPlay(id: $id) {\n      id\n      startedAt\n      upVotes\n      downVotes\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EndedPlay($id: ID!) {\n    roomPlay(id: $id) {\n      id\n      startedAt\n      upVotes\n      downVotes\n      dj {\n        id\n        displayName\n      }\n      song {\n        id\n        trackName\n        artistName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n    listenerCount\n  }\n"): (typeof documents)["\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n    listenerCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n"): (typeof documents)["\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialUserFields on User {\n    id\n    displayName\n    avatarId\n  }\n"): (typeof documents)["\n  fragment SocialUserFields on User {\n    id\n    displayName\n    avatarId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FriendInvitationFields on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    sender {\n      ...SocialUserFields\n    }\n    recipient {\n      ...SocialUserFields\n    }\n  }\n"): (typeof documents)["\n  fragment FriendInvitationFields on FriendInvitation {\n    id\n    senderId\n    recipientId\n    invitationStatus\n    createdAt\n    sender {\n      ...SocialUserFields\n    }\n    recipient {\n      ...SocialUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FriendsPage($limit: Int!) {\n    friends(query: { limit: $limit }) {\n      data {\n        id\n        friendId\n        createdAt\n        friend {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query FriendsPage($limit: Int!) {\n    friends(query: { limit: $limit }) {\n      data {\n        id\n        friendId\n        createdAt\n        friend {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        ...FriendInvitationFields\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) {\n      ...FriendInvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendFriendInvitation($userId: ID!) {\n    sendFriendInvitation(userId: $userId) {\n      ...FriendInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) {\n      ...FriendInvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation HandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {\n    handleFriendInvitation(id: $id, status: $status) {\n      ...FriendInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) {\n      ...FriendInvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFriendInvitation($id: ID!) {\n    cancelFriendInvitation(id: $id) {\n      ...FriendInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFriend($id: ID!) {\n    removeFriend(id: $id) {\n      id\n      friendId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFriend($id: ID!) {\n    removeFriend(id: $id) {\n      id\n      friendId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Relationship($limit: Int!) {\n    friendsUuids {\n      friendsUuids\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        id\n        senderId\n      }\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        id\n        recipientId\n      }\n    }\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n      }\n    }\n  }\n"): (typeof documents)["\n  query Relationship($limit: Int!) {\n    friendsUuids {\n      friendsUuids\n    }\n    friendInvitationsForMe(query: { limit: $limit }) {\n      data {\n        id\n        senderId\n      }\n    }\n    friendInvitationsFromMe(query: { limit: $limit }) {\n      data {\n        id\n        recipientId\n      }\n    }\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) {\n      id\n      notify\n    }\n    djFanCount(djId: $djId)\n  }\n"): (typeof documents)["\n  query DjFollow($djId: ID!) {\n    myDjFollow(djId: $djId) {\n      id\n      notify\n    }\n    djFanCount(djId: $djId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n"): (typeof documents)["\n  query DjFanCount($djId: ID!) {\n    djFanCount(djId: $djId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowDj($djId: ID!) {\n    followDj(djId: $djId) {\n      id\n      djId\n      notify\n    }\n  }\n"): (typeof documents)["\n  mutation FollowDj($djId: ID!) {\n    followDj(djId: $djId) {\n      id\n      djId\n      notify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) {\n      id\n      djId\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowDj($djId: ID!) {\n    unfollowDj(djId: $djId) {\n      id\n      djId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FansAndFollowed($userId: ID!, $take: Int!) {\n    djFans(djId: $userId, take: $take) {\n      items {\n        id\n        fanId\n      }\n      total\n    }\n    djsFollowed(userId: $userId, take: $take) {\n      items {\n        id\n        djId\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query FansAndFollowed($userId: ID!, $take: Int!) {\n    djFans(djId: $userId, take: $take) {\n      items {\n        id\n        fanId\n      }\n      total\n    }\n    djsFollowed(userId: $userId, take: $take) {\n      items {\n        id\n        djId\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedUsers($limit: Int!) {\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n        createdAt\n        user {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query BlockedUsers($limit: Int!) {\n    blockedUsers(query: { limit: $limit }) {\n      data {\n        id\n        blockedUserId\n        createdAt\n        user {\n          ...SocialUserFields\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId) {\n      id\n      blockedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId) {\n      id\n      blockedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($id: ID!) {\n    unblockUser(id: $id) {\n      id\n      blockedUserId\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockUser($id: ID!) {\n    unblockUser(id: $id) {\n      id\n      blockedUserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    myNotifications(limit: $limit) {\n      id\n      kind\n      title\n      body\n      data\n      createdAt\n    }\n    notificationSettings {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    myNotifications(limit: $limit) {\n      id\n      kind\n      title\n      body\n      data\n      createdAt\n    }\n    notificationSettings {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      push\n      djFans\n      messages\n      eventReminders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"): (typeof documents)["\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterWebDevice($subscription: WebPushSubscriptionInput!) {\n    registerDevice(input: { devicePlatform: \"web\", subscription: $subscription }) {\n      id\n      devicePlatform\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterWebDevice($subscription: WebPushSubscriptionInput!) {\n    registerDevice(input: { devicePlatform: \"web\", subscription: $subscription }) {\n      id\n      devicePlatform\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDevice($token: String!) {\n    removeDevice(token: $token) {\n      id\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDevice($token: String!) {\n    removeDevice(token: $token) {\n      id\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      ...SocialUserFields\n    }\n  }\n"): (typeof documents)["\n  query SocialUsers($ids: [ID!]!) {\n    users(ids: $ids) {\n      ...SocialUserFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;