import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { avatarSlugMaxLength, avatarStatuses } from '@backspin/platform';

/**
 * An avatar of the catalogue (spec 1, §3), addressed by its slug. Who may wear it follows its status
 * (avatar.service.ts, `wearability`). A SEASON_AWARD avatar names its season and one threshold of that season's
 * ranking: the top `awardTopRank` ranks, or at least `awardMinPoints` season points (season-awards/).
 */
export const AvatarSchema = defineEntity({
  name: 'Avatar',
  tableName: 'avatar',
  properties: {
    id: p.uuid().primary(),
    /** Unique: two admins creating the same slug at once, one wins and the other gets 409. */
    slug: p.string().length(avatarSlugMaxLength).unique(),
    name: p.string().length(100),
    /** The uploaded image (economy files); null for the built-in vinyl avatars, which the web player draws from their slug. */
    imageFileId: p.uuid().nullable(),
    status: p.enum(avatarStatuses),
    /** Worn without an assignment only by users with a linked Discord account. */
    discordOnly: p.boolean().default(false),
    seasonId: p.uuid().nullable().index(),
    awardTopRank: p.integer().nullable(),
    awardMinPoints: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  // A season award names its season and exactly one threshold; no other avatar names any (the service says so first).
  checks: [
    {
      name: 'avatar_season_award_check',
      expression:
        "(status = 'SEASON_AWARD' and season_id is not null and ((award_top_rank is null) <> (award_min_points is null))) or (status <> 'SEASON_AWARD' and season_id is null and award_top_rank is null and award_min_points is null)",
    },
  ],
});
export type Avatar = InferEntity<typeof AvatarSchema>;
