import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { useApp } from '../session-context';
import { roomLimits, slugFromName } from './room-rules';
import { problemsOf, RoomFields, roomSettingsOf, type RoomFormState } from './RoomFields';
import { CreateRoomMutation } from './rooms.operations';
import './rooms.css';

const initialState: RoomFormState = {
  name: '',
  slug: '',
  description: '',
  design: 'CLUB',
  type: 'PUBLIC',
  password: '',
  passwordMode: 'none',
  djType: 'EVERYONE',
  numberOfDjs: String(roomLimits.djsDefault),
  externalUrl: '',
};

/** A new room: its address follows the name until the user edits it; on success, into the room. */
export function CreateRoomPage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [, navigate] = useLocation();
  const [state, setState] = useState<RoomFormState>(initialState);
  const [slugEdited, setSlugEdited] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [{ fetching }, createRoom] = useMutation(CreateRoomMutation);

  if (viewer.kind !== 'user') {
    return (
      <section className="card rooms-form-card" data-testid="create-room-page">
        <h1>{t`Create a room`}</h1>
        <p className="muted">{t`Sign in to create a room.`}</p>
        <Link href="/" className="rooms-link">
          {t`Back to the hangouts`}
        </Link>
      </section>
    );
  }

  function change(changes: Partial<RoomFormState>) {
    setState((previous) => {
      const next = { ...previous, ...changes };
      if (changes.name !== undefined && !slugEdited) next.slug = slugFromName(changes.name);
      return next;
    });
    if (changes.slug !== undefined) setSlugEdited(changes.slug.trim() !== '');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setShowAll(true);
    const problems = problemsOf(state);
    if (Object.keys(problems).length > 0) {
      // Focus the first field that needs attention.
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const result = await createRoom({
      input: {
        ...roomSettingsOf(state),
        ...(state.type === 'PRIVATE' && state.password ? { password: state.password } : {}),
        ...(state.externalUrl.trim() ? { externalUrl: state.externalUrl.trim() } : {}),
      },
    });
    if (result.error || !result.data) {
      setError(describeError(result.error));
      return;
    }
    navigate(`/rooms/${result.data.createRoom.slug}`);
  }

  return (
    <section className="card rooms-form-card" data-testid="create-room-page">
      <h1>{t`Create a room`}</h1>
      <form className="form rooms-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="create-room-form">
        <RoomFields state={state} onChange={change} showAll={showAll} mode="create" />
        <ErrorText error={error} testId="create-room-error" />
        <div className="rooms-actions">
          <button type="submit" className="button primary" disabled={fetching} data-testid="create-room-submit">
            {fetching ? t`Creating…` : t`Create the room`}
          </button>
          <Link href="/" className="button ghost">
            {t`Cancel`}
          </Link>
        </div>
      </form>
    </section>
  );
}
