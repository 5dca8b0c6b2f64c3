import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { DjType, RoomDesign, RoomVisibility } from '../gql/graphql';
import { useRoomLabels } from './room-labels';
import { djTypes, roomDesigns, roomFormProblems, roomLimits, roomVisibilities, seatsOf, type RoomFieldProblem, type RoomFormValues } from './room-rules';
import { RoomArt } from './RoomCard';

/** Settings: keep the room's password, set a new one, or have none. Creating: none or set. */
export type PasswordMode = 'keep' | 'set' | 'none';

export interface RoomFormState extends RoomFormValues {
  design: RoomDesign;
  djType: DjType;
  passwordMode: PasswordMode;
}

export type RoomFormProblems = Partial<Record<keyof RoomFormValues, RoomFieldProblem>>;

/** The settings the create and the settings forms both send, as the server takes them (a lower-case slug, no blank description). */
export function roomSettingsOf(state: RoomFormState) {
  return {
    name: state.name.trim(),
    slug: state.slug.trim().toLowerCase(),
    description: state.description.trim() || null,
    design: state.design,
    type: state.type,
    djType: state.djType,
    numberOfDjs: seatsOf(state.numberOfDjs),
  };
}

/** Every problem of the form, the password's mode included. */
export function problemsOf(state: RoomFormState): RoomFormProblems {
  const problems = roomFormProblems({ ...state, password: state.passwordMode === 'set' ? state.password : '' });
  if (state.type === 'PRIVATE' && state.passwordMode === 'set' && state.password.length === 0) problems.password = 'passwordLength';
  return problems;
}

function Field({
  label,
  hint,
  problem,
  children,
  id,
}: {
  label: string;
  hint?: ReactNode;
  problem?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
  id: string;
}) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field rooms-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, ...(problem ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <span id={hintId} className="small muted">
          {hint}
        </span>
      )}
      {problem && (
        <span id={problemId} className="rooms-field-problem small">
          {problem}
        </span>
      )}
    </div>
  );
}

/**
 * A room's settings as form fields (create and settings pages share them). Problems show for fields the user
 * has left, or all of them once `showAll` (after a submit attempt).
 */
export function RoomFields({
  state,
  onChange,
  showAll,
  hasPassword = false,
  mode,
}: {
  state: RoomFormState;
  onChange: (changes: Partial<RoomFormState>) => void;
  showAll: boolean;
  hasPassword?: boolean;
  mode: 'create' | 'settings';
}) {
  const { t } = useLingui();
  const labels = useRoomLabels();
  const base = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const problems = problemsOf(state);
  const problemOf = (field: keyof RoomFormValues) => {
    const problem = problems[field];
    return problem && (showAll || touched.has(field)) ? labels.problems[problem] : undefined;
  };
  const touch = (field: keyof RoomFormValues) => () => setTouched((previous) => new Set(previous).add(field));
  const address = state.slug.trim().toLowerCase() || '…';
  const used = [...state.description.trim()].length;
  const max = roomLimits.descriptionMax;

  return (
    <>
      <Field id={`${base}-name`} label={t`Name`} problem={problemOf('name')}>
        {(props) => (
          <input
            {...props}
            type="text"
            required
            autoComplete="off"
            value={state.name}
            onChange={(e) => onChange({ name: e.target.value })}
            onBlur={touch('name')}
            data-testid="room-name-input"
          />
        )}
      </Field>
      <Field
        id={`${base}-slug`}
        label={t`Address`}
        hint={t`Your room lives at /rooms/${address}. 3 to 64 lowercase letters, digits or hyphens.`}
        problem={problemOf('slug')}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={state.slug}
            onChange={(e) => onChange({ slug: e.target.value })}
            onBlur={touch('slug')}
            data-testid="room-slug-input"
          />
        )}
      </Field>
      <Field
        id={`${base}-description`}
        label={t`Description (optional)`}
        hint={t`${used} of ${max} characters`}
        problem={problemOf('description')}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={state.description}
            onChange={(e) => onChange({ description: e.target.value })}
            onBlur={touch('description')}
            data-testid="room-description-input"
          />
        )}
      </Field>
      <div className="rooms-design-row">
        <Field id={`${base}-design`} label={t`Design`}>
          {(props) => (
            <select
              {...props}
              value={state.design}
              onChange={(e) => onChange({ design: e.target.value as RoomDesign })}
              data-testid="room-design-select"
            >
              {roomDesigns.map((design) => (
                <option key={design} value={design}>
                  {labels.designs[design]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <RoomArt design={state.design} />
      </div>
      <Field id={`${base}-type`} label={t`Who can find it`}>
        {(props) => (
          <select
            {...props}
            value={state.type}
            onChange={(e) => onChange({ type: e.target.value as RoomVisibility })}
            data-testid="room-type-select"
          >
            {roomVisibilities.map((type) => (
              <option key={type} value={type}>
                {labels.visibilities[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {state.type === 'PRIVATE' && (
        <fieldset className="rooms-fieldset">
          <legend>{t`Password to enter`}</legend>
          {mode === 'settings' && (
            <Field id={`${base}-password-mode`} label={t`Password`}>
              {(props) => (
                <select
                  {...props}
                  value={state.passwordMode}
                  onChange={(e) => onChange({ passwordMode: e.target.value as PasswordMode, password: '' })}
                  data-testid="room-password-mode-select"
                >
                  {hasPassword && <option value="keep">{t`Keep the current password`}</option>}
                  <option value="set">{hasPassword ? t`Set a new password` : t`Set a password`}</option>
                  <option value="none">{t`No password`}</option>
                </select>
              )}
            </Field>
          )}
          {(mode === 'create' || state.passwordMode === 'set') && (
            <Field
              id={`${base}-password`}
              label={mode === 'create' ? t`Password (optional)` : t`New password`}
              hint={t`4 to 128 characters. The room's staff enter without it.`}
              problem={problemOf('password')}
            >
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete="new-password"
                  value={state.password}
                  onChange={(e) =>
                    onChange({ password: e.target.value, ...(mode === 'create' ? { passwordMode: e.target.value ? 'set' : 'none' } : {}) })
                  }
                  onBlur={touch('password')}
                  data-testid="room-password-input"
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
      <Field id={`${base}-djtype`} label={t`Who may DJ`}>
        {(props) => (
          <select
            {...props}
            value={state.djType}
            onChange={(e) => onChange({ djType: e.target.value as DjType })}
            data-testid="room-djtype-select"
          >
            {djTypes.map((djType) => (
              <option key={djType} value={djType}>
                {labels.djTypes[djType]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${base}-seats`} label={t`DJ seats`} hint={t`1 to 10`} problem={problemOf('numberOfDjs')}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={roomLimits.djsMin}
            max={roomLimits.djsMax}
            step={1}
            required
            value={state.numberOfDjs}
            onChange={(e) => onChange({ numberOfDjs: e.target.value })}
            onBlur={touch('numberOfDjs')}
            data-testid="room-seats-input"
          />
        )}
      </Field>
      <Field
        id={`${base}-url`}
        label={t`External link (optional)`}
        hint={t`An http or https address shown with the room.`}
        problem={problemOf('externalUrl')}
      >
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={state.externalUrl}
            onChange={(e) => onChange({ externalUrl: e.target.value })}
            onBlur={touch('externalUrl')}
            data-testid="room-url-input"
          />
        )}
      </Field>
    </>
  );
}
