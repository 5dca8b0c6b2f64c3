import { createContext, useContext } from 'react';

/** The REST bridge's base URL (files and pictures are served there, not by the gateway). */
export const RestUrlContext = createContext('');

/** A path the REST bridge serves (`/api/v1/consumables/files/{id}`) as a full URL. */
export function useRestUrl(path: string | null | undefined): string | null {
  const base = useContext(RestUrlContext);
  return path ? `${base}${path}` : null;
}
