export interface BotRecord {
  id: string;
  displayName: string;
  createdBy?: string | null;
  createdAt: string;
  secretActive: boolean;
  secretIssuedAt?: string | null;
  secretRevokedAt?: string | null;
  lastTokenAt?: string | null;
}

/** What signing up a bot and rotating its secret answer: the secret, that one time. */
export interface BotWithSecret {
  bot: BotRecord;
  secret: string;
}
