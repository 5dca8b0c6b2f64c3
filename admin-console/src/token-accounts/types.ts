export type TokenAccountStatus = 'active' | 'disabled';

export interface TokenAccountRecord {
  id: string;
  balance: number;
  heldBalance: number;
  status: TokenAccountStatus;
  createdAt: string;
  updatedAt: string;
  user: { id: string } | null;
}

export const tokenAccountStatusChoices = [
  { id: 'active', name: 'Active' },
  { id: 'disabled', name: 'Disabled' },
];
