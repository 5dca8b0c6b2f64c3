export interface SeasonRecord {
  id: string;
  seasonName: string;
  seasonStart: string;
  seasonEnd: string;
  createdAt: string;
  updatedAt: string;
}
