export interface EventRecord {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  roomId: string;
  communityId: string | null;
  startsAt: string;
  endsAt: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  interestedCount: number;
}
