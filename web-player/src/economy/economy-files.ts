/**
 * Where the REST bridge serves an uploaded consumable or avatar picture (economy files): GET
 * /api/v1/consumables/files/{fileId}, the one path for both kinds.
 */
export const economyFilePath = (fileId: string) => `/api/v1/consumables/files/${encodeURIComponent(fileId)}`;
