import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { setFlash, useFlash } from './flash';
import './account.css';

/** The notice a previous page left (see flash.ts), with a button to dismiss it. */
export function FlashNotice() {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const message = useFlash();
  if (!message) return null;
  return (
    <div className="card notice" role="status" data-testid="flash-notice">
      <span>{_(message)}</span>{' '}
      <button type="button" className="link" onClick={() => setFlash(null)} data-testid="flash-dismiss">
        {t`Dismiss`}
      </button>
    </div>
  );
}
