import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError, genericError, type ErrorMessage } from '../errors';
import type { ProfileDetailsFieldsFragment } from '../gql/graphql';
import { restError } from '../rest';
import { restResourceUrl } from '../rest-url';
import { useApp } from '../session-context';
import { DeleteProfileImageMutation, ProfileDetailsQuery, UpdateProfileDetailsMutation, UpdateSocialsMutation } from './account.operations';
import './account.css';

type DetailField = 'bio' | 'location' | 'pronouns' | 'website';
type SocialField = 'instagram' | 'twitter' | 'tiktok' | 'soundcloud' | 'youtube';

/** The size the pages show (the server keeps 128, 256, 500 and 1024). */
const shownSize = 256;

function useFieldLabels() {
  const { t } = useLingui();
  const details: Record<DetailField, string> = { bio: t`Bio`, location: t`Location`, pronouns: t`Pronouns`, website: t`Website` };
  const socials: Record<SocialField, string> = {
    instagram: t`Instagram handle`,
    twitter: t`X (Twitter) handle`,
    tiktok: t`TikTok handle`,
    soundcloud: t`SoundCloud name`,
    youtube: t`YouTube handle`,
  };
  return { details, socials };
}

const detailLimits: Record<DetailField, number> = { bio: 500, location: 100, pronouns: 40, website: 300 };
const socialFields: SocialField[] = ['instagram', 'twitter', 'tiktok', 'soundcloud', 'youtube'];

/** Bio, location, pronouns, website and social links; an emptied field is cleared. */
function DetailsForm({ user }: { user: ProfileDetailsFieldsFragment }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const [details, setDetails] = useState<Record<DetailField, string>>({
    bio: user.bio ?? '',
    location: user.location ?? '',
    pronouns: user.pronouns ?? '',
    website: user.website ?? '',
  });
  const [socials, setSocials] = useState<Record<SocialField, string>>({
    instagram: user.socials.instagram ?? '',
    twitter: user.socials.twitter ?? '',
    tiktok: user.socials.tiktok ?? '',
    soundcloud: user.socials.soundcloud ?? '',
    youtube: user.socials.youtube ?? '',
  });
  const [saved, setSaved] = useState(false);
  const [error, run] = useActionError();
  const [updating, updateProfile] = useMutation(UpdateProfileDetailsMutation);
  const [updatingSocials, updateSocials] = useMutation(UpdateSocialsMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const trimmed = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v.trim()]));
    if (!(await run(() => updateProfile({ input: trimmed(details) })))) return;
    if (!(await run(() => updateSocials({ input: trimmed(socials) })))) return;
    setSaved(true);
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="profile-details-form">
      <h2>{t`About you`}</h2>
      <label className="field">
        <span>{labels.details.bio}</span>
        <textarea
          maxLength={detailLimits.bio}
          value={details.bio}
          onChange={(e) => setDetails({ ...details, bio: e.target.value })}
          data-testid="profile-bio"
        />
      </label>
      {(['location', 'pronouns', 'website'] as const).map((field) => (
        <label className="field" key={field}>
          <span>{labels.details[field]}</span>
          <input
            type={field === 'website' ? 'url' : 'text'}
            maxLength={detailLimits[field]}
            value={details[field]}
            onChange={(e) => setDetails({ ...details, [field]: e.target.value })}
            data-testid={`profile-${field}`}
          />
        </label>
      ))}
      <fieldset className="form">
        <legend>{t`Social links`}</legend>
        {socialFields.map((field) => (
          <label className="field" key={field}>
            <span>{labels.socials[field]}</span>
            <input
              type="text"
              maxLength={40}
              value={socials[field]}
              onChange={(e) => setSocials({ ...socials, [field]: e.target.value })}
              data-testid={`profile-social-${field}`}
            />
          </label>
        ))}
      </fieldset>
      <ErrorText error={error} testId="profile-details-error" />
      <button type="submit" className="button primary" disabled={updating.fetching || updatingSocials.fetching} data-testid="profile-details-save">
        {t`Save details`}
      </button>
      {saved && (
        <p className="small success" role="status" data-testid="profile-details-saved">
          {t`Saved.`}
        </p>
      )}
    </form>
  );
}

/** One picture (profile or cover) at 256, with upload (multipart to the REST bridge) and removal. */
function PictureField({
  kind,
  picture,
  onChanged,
}: {
  kind: 'profilePicture' | 'coverPicture';
  picture: ProfileDetailsFieldsFragment['profilePicture'];
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { auth, config } = useApp();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<ErrorMessage | null>(null);
  const [error, run] = useActionError();
  const [removing, remove] = useMutation(DeleteProfileImageMutation);
  const rendition = picture?.sizes.find((s) => s.size === shownSize) ?? picture?.sizes[0];
  const title = kind === 'profilePicture' ? t`Profile picture` : t`Cover picture`;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('image', kind);
      body.append('file', file);
      const token = await auth.accessToken();
      const response = await fetch(restResourceUrl(config.restUrl, '/api/user-service/users/images'), {
        method: 'POST',
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) setUploadError(await restError(response));
      else onChanged();
    } catch {
      setUploadError({ descriptor: genericError });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="profile-picture-field" data-testid={`picture-${kind}`}>
      <h3>{title}</h3>
      {rendition ? (
        <img
          src={restResourceUrl(config.restUrl, rendition.url)}
          alt={title}
          className={kind === 'profilePicture' ? 'profile-picture' : 'profile-cover'}
          data-testid={`picture-${kind}-image`}
        />
      ) : (
        <p className="small muted">{t`None yet.`}</p>
      )}
      <label className="field">
        <span>{kind === 'profilePicture' ? t`Upload a profile picture` : t`Upload a cover picture`}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={uploading}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid={`picture-${kind}-input`}
        />
      </label>
      {uploading && (
        <p className="small muted" role="status">
          {t`Uploading…`}
        </p>
      )}
      {picture && (
        <button
          type="button"
          className="button ghost"
          disabled={removing.fetching}
          onClick={() => void run(() => remove({ id: picture.id })).then((ok) => ok && onChanged())}
          data-testid={`picture-${kind}-remove`}
        >
          {kind === 'profilePicture' ? t`Remove the profile picture` : t`Remove the cover picture`}
        </button>
      )}
      <ErrorText error={uploadError ?? error} testId={`picture-${kind}-error`} />
    </div>
  );
}

/** The profile's details and pictures, on the profile page. */
export function ProfileDetails() {
  const { t } = useLingui();
  const [profile, refetch] = useQuery({ query: ProfileDetailsQuery });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  if (profile.error) return <ErrorText error={describeError(profile.error)} testId="profile-details-load-error" />;
  const user = profile.data?.me;
  if (!user) return <p className="muted">{t`Loading…`}</p>;
  return (
    <section className="card profile-card" aria-label={t`Profile details`} data-testid="profile-details">
      <PictureField kind="profilePicture" picture={user.profilePicture} onChanged={reload} />
      <PictureField kind="coverPicture" picture={user.coverPicture} onChanged={reload} />
      <DetailsForm key={user.id} user={user} />
    </section>
  );
}
