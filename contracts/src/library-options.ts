/**
 * Library states the server and its clients share (the REST bridge documents them): one list each. No imports: safe
 * in the browser.
 */

/** A link migration job (POST /song-data/migrate-links): where it stands. */
export const linkMigrationStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type LinkMigrationStatus = (typeof linkMigrationStatuses)[number];

/** What a transcoder reports for an upload (spec 3: the transcode callback). */
export const transcoderStates = ['COMPLETED', 'ERROR'] as const;
export type TranscoderState = (typeof transcoderStates)[number];

/** What a Cyanite webhook did (POST /cyanite/webhook's answer). */
export const cyaniteWebhookOutcomes = ['TEST', 'ANALYSED', 'ANALYSIS_FAILED', 'ALREADY_RECORDED', 'IGNORED'] as const;
export type WebhookOutcome = (typeof cyaniteWebhookOutcomes)[number];
