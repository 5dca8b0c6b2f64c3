import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, genericError, type ErrorMessage } from '../errors';
import { restError } from '../rest';
import { restResourceUrl } from '../rest-url';
import type { Role, RoomSettingsFieldsFragment, UpdateRoomInput } from '../gql/graphql';
import { MeQuery } from '../operations';
import { useApp } from '../session-context';
import { useRoomLabels } from './room-labels';
import { isHttpUrl, pinnedMessagesProblem, roomLimits } from './room-rules';
import { RoomArt } from './RoomCard';
import { problemsOf, RoomFields, roomSettingsOf, type RoomFormState } from './RoomFields';
import {
  DeleteRoomMutation,
  RemoveRoomPosterMutation,
  ResetRoomMutation,
  RoomSettingsQuery,
  SetRoomPinnedMessagesMutation,
  SetRoomPosterUrlMutation,
  UpdateRoomMutation,
} from './rooms.operations';
import './rooms.css';

type Room = RoomSettingsFieldsFragment;

/** Platform roles that change any room's settings (the rooms subgraph ranks them above a room's owner). */
const platformModeratorRoles: readonly Role[] = ['moderator', 'globalModerator', 'staff', 'admin', 'superUser'];
/** Platform roles that delete any room (`rooms.manage`). */
const platformStaffRoles: readonly Role[] = ['staff', 'admin', 'superUser'];

function stateOf(room: Room): RoomFormState {
  return {
    name: room.name,
    slug: room.slug,
    description: room.description ?? '',
    design: room.design,
    type: room.type,
    djType: room.djType,
    numberOfDjs: String(room.numberOfDjs),
    externalUrl: room.externalUrl ?? '',
    password: '',
    passwordMode: room.hasPassword ? 'keep' : 'none',
  };
}

/** The changes to send: every setting, and the password only when it is set or removed. */
function updateOf(state: RoomFormState, room: Room): UpdateRoomInput {
  const input: UpdateRoomInput = {
    ...roomSettingsOf(state),
    externalUrl: state.externalUrl.trim() || null,
  };
  if (state.type === 'PRIVATE') {
    if (state.passwordMode === 'set') input.password = state.password;
    else if (state.passwordMode === 'none' && room.hasPassword) input.password = null;
  }
  return input;
}

/** Settings of a room, for its owner, coOwners and platform staff; the address follows a slug change. */
export function RoomSettingsPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [result, refetchRoom] = useQuery({ query: RoomSettingsQuery, variables: { slug } });
  const [me] = useQuery({ query: MeQuery, pause: viewer.kind !== 'user' });
  // While the next address loads (after a slug change), keep showing the room.
  const lastRoom = useRef<Room | null>(null);
  if (result.data?.roomBySlug) lastRoom.current = result.data.roomBySlug;
  const room = result.data ? result.data.roomBySlug : result.fetching ? lastRoom.current : null;

  if (result.error) {
    return (
      <section className="card rooms-form-card" data-testid="room-settings-page">
        <h1>{t`Room settings`}</h1>
        <ErrorText error={describeError(result.error)} testId="room-settings-load-error" />
      </section>
    );
  }
  if (!room) {
    return (
      <section className="card rooms-form-card" data-testid="room-settings-page">
        <h1>{t`Room settings`}</h1>
        {result.fetching ? (
          <p className="muted">{t`Loading…`}</p>
        ) : (
          <p className="muted" data-testid="room-not-found">
            {t`There is no room at this address.`}
          </p>
        )}
      </section>
    );
  }
  if (viewer.kind === 'user' && !me.data && !me.error) {
    return (
      <section className="card rooms-form-card" data-testid="room-settings-page">
        <h1>{t`Room settings`}</h1>
        <p className="muted">{t`Loading…`}</p>
      </section>
    );
  }
  const platformRoles = me.data?.me.roles ?? [];
  const canEdit =
    viewer.kind === 'user' &&
    (room.myRoles.includes('owner') ||
      room.myRoles.includes('coOwner') ||
      platformRoles.some((role) => platformModeratorRoles.includes(role)));
  const canDelete = viewer.kind === 'user' && (room.ownerId === viewer.id || platformRoles.some((role) => platformStaffRoles.includes(role)));

  const name = room.name;
  return (
    <div className="rooms-settings" data-testid="room-settings-page" data-slug={room.slug}>
      <p className="rooms-back">
        <Link href={`/rooms/${room.slug}`} className="rooms-link">
          {t`← Back to ${name}`}
        </Link>
      </p>
      {canEdit ? (
        <RoomSettingsEditor key={room.id} room={room} canDelete={canDelete} onPosterUploaded={() => refetchRoom({ requestPolicy: 'network-only' })} />
      ) : (
        <section className="card rooms-form-card">
          <h1>{t`Room settings`}</h1>
          <p className="alert" role="alert" data-testid="room-settings-forbidden">
            {t`You can't change this room's settings.`}
          </p>
        </section>
      )}
    </div>
  );
}

function RoomSettingsEditor({ room, canDelete, onPosterUploaded }: { room: Room; canDelete: boolean; onPosterUploaded: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [state, setState] = useState<RoomFormState>(() => stateOf(room));
  const [showAll, setShowAll] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, updateRoom] = useMutation(UpdateRoomMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    setShowAll(true);
    if (Object.keys(problemsOf(state)).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const result = await updateRoom({ id: room.id, input: updateOf(state, room) });
    if (result.error || !result.data) {
      setError(describeError(result.error));
      return;
    }
    const updated = result.data.updateRoom;
    setState(stateOf(updated));
    setShowAll(false);
    setSaved(true);
    if (updated.slug !== room.slug) navigate(`/rooms/${updated.slug}/settings`, { replace: true });
  }

  return (
    <>
      <section className="card rooms-form-card" aria-labelledby="room-settings-heading">
        <h1 id="room-settings-heading">{t`Room settings`}</h1>
        <form className="form rooms-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="room-settings-form">
          <RoomFields
            state={state}
            onChange={(changes) => {
              setState((previous) => ({ ...previous, ...changes }));
              setSaved(false);
            }}
            showAll={showAll}
            hasPassword={room.hasPassword}
            mode="settings"
          />
          <ErrorText error={error} testId="room-settings-error" />
          <div className="rooms-actions">
            <button type="submit" className="button primary" disabled={fetching} data-testid="room-settings-save">
              {fetching ? t`Saving…` : t`Save settings`}
            </button>
            {saved && (
              <span className="small success" role="status" data-testid="room-settings-saved">
                {t`Saved.`}
              </span>
            )}
          </div>
        </form>
      </section>
      <PinnedMessagesSection room={room} />
      <PosterSection room={room} onUploaded={onPosterUploaded} />
      <DangerZone room={room} canDelete={canDelete} />
    </>
  );
}

interface PinDraft {
  key: number;
  messageId: string | null;
  text: string;
}

function PinnedMessagesSection({ room }: { room: Room }) {
  const { t } = useLingui();
  const { problems } = useRoomLabels();
  const base = useId();
  const nextKey = useRef(room.pinnedMessages.length);
  const [pins, setPins] = useState<PinDraft[]>(() =>
    room.pinnedMessages.map((pin, index) => ({ key: index, messageId: pin.messageId ?? null, text: pin.text })),
  );
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, setPinnedMessages] = useMutation(SetRoomPinnedMessagesMutation);

  function edit(next: PinDraft[]) {
    setPins(next);
    setSaved(false);
    setProblem(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const found = pinnedMessagesProblem(pins.map((pin) => pin.text));
    if (found) {
      setProblem(problems[found]);
      return;
    }
    setProblem(null);
    const result = await setPinnedMessages({
      id: room.id,
      messages: pins.map((pin) => ({ text: pin.text.trim(), ...(pin.messageId ? { messageId: pin.messageId } : {}) })),
    });
    if (result.error || !result.data) setError(describeError(result.error));
    else setSaved(true);
  }

  return (
    <section className="card rooms-form-card" aria-labelledby={`${base}-heading`} data-testid="room-pins">
      <h2 id={`${base}-heading`}>{t`Pinned messages`}</h2>
      <p className="small muted">{t`Up to 5 messages of up to 500 characters, shown at the top of the chat.`}</p>
      <form className="form rooms-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="room-pins-form">
        {pins.length === 0 && <p className="muted small">{t`Nothing is pinned.`}</p>}
        <ol className="rooms-pins">
          {pins.map((pin, index) => {
            const number = index + 1;
            return (
              <li key={pin.key} className="rooms-pin">
                <label className="field grow">
                  <span>{t`Pinned message ${number}`}</span>
                  <textarea
                    rows={2}
                    value={pin.text}
                    onChange={(e) => edit(pins.map((p) => (p.key === pin.key ? { ...p, text: e.target.value } : p)))}
                    data-testid="room-pin-input"
                  />
                </label>
                <button
                  type="button"
                  className="button ghost"
                  aria-label={t`Remove pinned message ${number}`}
                  onClick={() => edit(pins.filter((p) => p.key !== pin.key))}
                  data-testid="room-pin-remove"
                >
                  {t`Remove`}
                </button>
              </li>
            );
          })}
        </ol>
        {problem && (
          <p className="alert" role="alert" data-testid="room-pins-problem">
            {problem}
          </p>
        )}
        <ErrorText error={error} testId="room-pins-error" />
        <div className="rooms-actions">
          <button
            type="button"
            className="button ghost"
            disabled={pins.length >= roomLimits.pinnedMax}
            onClick={() => edit([...pins, { key: nextKey.current++, messageId: null, text: '' }])}
            data-testid="room-pin-add"
          >
            {t`Add a pinned message`}
          </button>
          <button type="submit" className="button primary" disabled={fetching} data-testid="room-pins-save">
            {fetching ? t`Saving…` : t`Save pinned messages`}
          </button>
          {saved && (
            <span className="small success" role="status" data-testid="room-pins-saved">
              {t`Saved.`}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

function PosterSection({ room, onUploaded }: { room: Room; onUploaded: () => void }) {
  const { t } = useLingui();
  const { auth, config } = useApp();
  const [uploading, setUploading] = useState(false);
  const base = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [{ fetching: setting }, setPosterUrl] = useMutation(SetRoomPosterUrlMutation);
  const [{ fetching: removing }, removePoster] = useMutation(RemoveRoomPosterMutation);
  const poster = room.posterUrl;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!isHttpUrl(url)) {
      setProblem(t`Enter an http or https address.`);
      return;
    }
    setProblem(null);
    const result = await setPosterUrl({ id: room.id, url: url.trim() });
    if (result.error) setError(describeError(result.error));
    else setUrl('');
  }

  /** Uploads go to the REST bridge (the gateway carries no files): multipart, with the user's token. */
  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProblem(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const token = await auth.accessToken();
      const response = await fetch(restResourceUrl(config.restUrl, `/api/room-service/rooms/${encodeURIComponent(room.id)}/poster`), {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) setError(await restError(response));
      else onUploaded();
    } catch {
      setError({ descriptor: genericError });
    } finally {
      setUploading(false);
    }
  }

  async function onRemove() {
    setError(null);
    const result = await removePoster({ id: room.id });
    if (result.error) setError(describeError(result.error));
  }

  return (
    <section className="card rooms-form-card" aria-labelledby={`${base}-heading`} data-testid="room-poster">
      <h2 id={`${base}-heading`}>{t`Poster`}</h2>
      <div className="rooms-poster-preview">
        <RoomArt design={room.design} posterUrl={poster} />
        <p className="small muted" data-testid="room-poster-state">
          {!poster
            ? t`No poster: the room shows its design.`
            : t`The room shows this poster.`}
        </p>
      </div>
      <label className="field">
        <span>{t`Upload an image (JPEG, PNG, GIF or WebP)`}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="room-poster-file"
        />
      </label>
      <form className="form inline" noValidate onSubmit={(e) => void onSubmit(e)}>
        <label className="field grow">
          <span>{t`Image address (JPEG, PNG, GIF or WebP)`}</span>
          <input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setProblem(null);
            }}
            data-testid="room-poster-url-input"
          />
        </label>
        <button type="submit" className="button primary" disabled={setting} data-testid="room-poster-save">
          {t`Use this image`}
        </button>
        {poster && (
          <button type="button" className="button ghost" disabled={removing} onClick={() => void onRemove()} data-testid="room-poster-remove">
            {t`Remove the poster`}
          </button>
        )}
      </form>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <ErrorText error={error} testId="room-poster-error" />
    </section>
  );
}

/** Reset and delete, each behind a second, explicit confirmation. */
function DangerZone({ room, canDelete }: { room: Room; canDelete: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState<'reset' | 'delete' | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [resetDone, setResetDone] = useState(false);
  const [{ fetching: resetting }, resetRoom] = useMutation(ResetRoomMutation);
  const [{ fetching: deleting }, deleteRoom] = useMutation(DeleteRoomMutation);
  const name = room.name;

  async function onReset() {
    setError(null);
    const result = await resetRoom({ id: room.id });
    setConfirming(null);
    if (result.error) setError(describeError(result.error));
    else setResetDone(true);
  }

  async function onDelete() {
    setError(null);
    const result = await deleteRoom({ id: room.id });
    if (result.error) {
      setConfirming(null);
      setError(describeError(result.error));
      return;
    }
    navigate('/', { replace: true });
  }

  return (
    <section className="card rooms-form-card rooms-danger" aria-labelledby="room-danger-heading">
      <h2 id="room-danger-heading">{t`Reset or delete`}</h2>
      <div className="rooms-danger-row">
        <p className="small muted">{t`Resetting sends everyone in the room back in, with a fresh room state.`}</p>
        {confirming === 'reset' ? (
          <div className="rooms-confirm" role="group" aria-label={t`Confirm the reset`}>
            <span>{t`Reset ${name} now?`}</span>
            <button type="button" className="button primary" disabled={resetting} onClick={() => void onReset()} data-testid="room-reset-confirm">
              {t`Yes, reset it`}
            </button>
            <button type="button" className="button ghost" autoFocus onClick={() => setConfirming(null)}>
              {t`Cancel`}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button ghost"
            onClick={() => {
              setResetDone(false);
              setConfirming('reset');
            }}
            data-testid="room-reset"
          >
            {t`Reset the room`}
          </button>
        )}
        {resetDone && (
          <span className="small success" role="status" data-testid="room-reset-done">
            {t`The room was reset.`}
          </span>
        )}
      </div>
      {canDelete && (
        <div className="rooms-danger-row">
          <p className="small muted">{t`Deleting removes the room, its address, roles and poster for good.`}</p>
          {confirming === 'delete' ? (
            <div className="rooms-confirm" role="group" aria-label={t`Confirm the deletion`}>
              <span>{t`Delete ${name} for good?`}</span>
              <button
                type="button"
                className="button danger"
                disabled={deleting}
                onClick={() => void onDelete()}
                data-testid="room-delete-confirm"
              >
                {t`Yes, delete it`}
              </button>
              <button type="button" className="button ghost" autoFocus onClick={() => setConfirming(null)}>
                {t`Cancel`}
              </button>
            </div>
          ) : (
            <button type="button" className="button ghost rooms-danger-button" onClick={() => setConfirming('delete')} data-testid="room-delete">
              {t`Delete the room`}
            </button>
          )}
        </div>
      )}
      <ErrorText error={error} testId="room-danger-error" />
    </section>
  );
}
