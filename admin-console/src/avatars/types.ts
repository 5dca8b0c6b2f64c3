export type AvatarStatus = 'PUBLIC' | 'PRIVATE' | 'SEASON_AWARD' | 'SUBSCRIBER_ONLY';

/** An avatar as the console holds it: addressed by its slug (the record's id; buildQuery's `recordKeys`). */
export interface AvatarRecord {
  id: string;
  slug: string;
  name: string;
  avatarStatus: AvatarStatus;
  discordOnly: boolean;
  imageFileId: string | null;
  seasonId: string | null;
  awardTopRank: number | null;
  awardMinPoints: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AvatarAssignmentRecord {
  id: string;
  userId: string;
  assignmentType: 'MANUAL' | 'SEASON_AWARD' | 'PURCHASED';
  assignedBy: string | null;
  createdAt: string;
}

export const avatarStatusChoices = (['PUBLIC', 'PRIVATE', 'SEASON_AWARD', 'SUBSCRIBER_ONLY'] as const).map((id) => ({
  id,
  name: `resources.avatars.status.${id}`,
}));

export const assignmentTypeChoices = (['MANUAL', 'SEASON_AWARD', 'PURCHASED'] as const).map((id) => ({ id, name: `resources.avatars.assignmentTypes.${id}` }));

/** An avatar's picture as the REST bridge serves economy files. */
export const avatarPicturePath = (avatar: Pick<AvatarRecord, 'imageFileId'> | undefined) =>
  avatar?.imageFileId ? `/api/v1/consumables/files/${avatar.imageFileId}` : null;

/** The backfill's batch size (`limit`): 1 to 1000, 100 unless said. */
export const backfillLimit = { min: 1, max: 1000, default: 100 } as const;
