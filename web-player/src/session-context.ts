import { createContext, useContext } from 'react';
import type { Auth } from './auth';
import type { WebAppConfig } from '@backspin/contracts/web-app-config';

/** Who is listening, as the pages need it: a signed-in user or a guest. */
export type Viewer = { kind: 'user'; id: string; displayName: string } | { kind: 'guest'; id: string };

export interface AppContextValue {
  viewer: Viewer;
  auth: Auth;
  config: WebAppConfig;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The signed-in viewer, the session manager and the runtime configuration. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <AppContext.Provider>');
  return value;
}
