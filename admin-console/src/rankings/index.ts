import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { LifetimeRankingList, SeasonRankingList } from './RankingLists';

/** Admins (console.manage): ranking statuses, read only (points move through the point rules and adjustments). */
export default { list: SeasonRankingList, icon: LeaderboardIcon, options: { permission: 'console.manage' as const } };
export const lifetimeRanking = { list: LifetimeRankingList, icon: EmojiEventsIcon, options: { permission: 'console.manage' as const } };
