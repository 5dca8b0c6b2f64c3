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

/** The status filter's choices; react-admin translates each name. */
export const tokenAccountStatusChoices = (['active', 'disabled'] as const).map((id) => ({ id, name: `resources.token-accounts.status.${id}` }));
