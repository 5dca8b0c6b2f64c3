import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { setFlash, useFlash } from './flash';
import './account.css';

/** The notice a previous page left (see flash.ts), with a button to dismiss it; gone once the user moves on. */
export function FlashNotice() {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const flash = useFlash();
  const [location] = useLocation();
  const shown = useRef<typeof flash>(null);
  const here = flash !== null && flash.path === location;

  useEffect(() => {
    if (here) shown.current = flash;
    else if (flash && shown.current === flash) setFlash(null);
  }, [flash, here]);

  if (!flash || !here) return null;
  return (
    <div className="card notice" role="status" data-testid="flash-notice">
      <span>{_(flash.message)}</span>{' '}
      <button type="button" className="link" onClick={() => setFlash(null)} data-testid="flash-dismiss">
        {t`Dismiss`}
      </button>
    </div>
  );
}
