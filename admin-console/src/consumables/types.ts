export interface ConsumableRecord {
  id: string;
  name: string;
  description: string;
  tokenCost: number;
  fileId: string | null;
  fileUrl: string | null;
  createdAt: string;
  updatedAt: string;
}
