export interface CommunityRecord {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  ownerId: string | null;
  memberCount: number;
  roomCount: number;
  createdAt: string;
  updatedAt: string;
}
