import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { RequestDeactivationMutation } from './account.operations';

/** Asks the staff to deactivate the account (with an optional reason), after a confirmation. */
export function DeactivationSection() {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, run] = useActionError();
  const [request, requestDeactivation] = useMutation(RequestDeactivationMutation);
  const requested = request.data?.requestDeactivation;

  async function onConfirm() {
    const text = reason.trim();
    if (await run(() => requestDeactivation({ reason: text || null }))) setConfirming(false);
  }

  return (
    <section className="card account-section" aria-labelledby="account-deactivation-title" data-testid="account-deactivation">
      <h2 id="account-deactivation-title">{t`Deactivate your account`}</h2>
      {requested ? (
        <p role="status" data-testid="deactivation-requested">
          {t`Your request is sent. The staff will deactivate your account; until then you can keep using it.`}
        </p>
      ) : (
        <>
          <p className="small muted">{t`Ask for your account to be deactivated: nobody can sign in to it any more once it is.`}</p>
          <label className="field">
            <span>{t`Reason (optional)`}</span>
            <textarea maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="deactivation-reason" />
          </label>
          {confirming ? (
            <div className="form inline" role="group" aria-label={t`Confirm the deactivation request`}>
              <span>{t`Are you sure?`}</span>
              <button
                type="button"
                className="button primary"
                disabled={request.fetching}
                onClick={() => void onConfirm()}
                data-testid="deactivation-confirm"
              >
                {t`Yes, deactivate my account`}
              </button>
              <button type="button" className="button ghost" onClick={() => setConfirming(false)} data-testid="deactivation-cancel">
                {t`Cancel`}
              </button>
            </div>
          ) : (
            <button type="button" className="button secondary" onClick={() => setConfirming(true)} data-testid="deactivation-request">
              {t`Request deactivation`}
            </button>
          )}
        </>
      )}
      <ErrorText error={error} testId="deactivation-error" />
    </section>
  );
}
