import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  hostApi,
  hostFieldLimits,
  hostMessages,
  hostRequest,
  profileRules,
  uploadPhoto,
  uploadTypes,
  type HostAccount,
  type HostProfilePatch,
} from 'shared/hosts';
import { checkRequest } from 'contracts/rules';
import { media } from 'shared/ui';
import { Notice } from 'shared/ui-form';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../lib/form/fieldErrors';
import { FormField } from '../../lib/form/FormField';
import { ChooseLabel, FieldRow, FormCard, SidePanel, SubmitButton } from '../../lib/form/form.styles';
import { TextField } from '../../lib/form/TextField';
import { phoneInput } from '../../lib/form/inputs';
import { photoProblem } from '../../lib/form/photoProblem';
import { Button } from '../../lib/layout/Page';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { useHostSession } from '../../lib/hosting/useHostSession';

type ProfileField = 'name' | 'phone' | 'bio' | 'languages' | 'avatar';
const order: readonly ProfileField[] = ['avatar', 'name', 'phone', 'bio', 'languages'];
const labels: Record<ProfileField, string> = {
  name: 'Name guests see',
  phone: 'Phone number',
  bio: 'About you',
  languages: 'Languages you speak',
  avatar: 'Profile photo',
};

interface Avatar {
  /** What the preview shows: the saved picture, or the chosen file's own. */
  src: string | null;
  /** The uploaded photo to save as the avatar; null removes it; undefined leaves it as it is. */
  id?: string | null;
}

/** "English, Kiswahili" as the API's list (blank entries dropped, each trimmed, no repeats). */
export function languagesOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((language) => language.trim())
    .filter((language) => language !== '' && !seen.has(language.toLowerCase()) && seen.add(language.toLowerCase()));
}

function languagesProblem(languages: string[]): string | null {
  if (languages.length > hostFieldLimits.languages) return `List at most ${hostFieldLimits.languages} languages`;
  if (languages.some((language) => language.length > hostFieldLimits.language)) {
    return `Each language can be at most ${hostFieldLimits.language} characters`;
  }
  return null;
}

/**
 * `/hosting/profile`: what guests see in "Meet your host" (name, photo, about, languages) and the
 * phone only booked guests get. A new photo uploads as soon as it is chosen (with its progress) and
 * becomes the avatar when the profile is saved (`PATCH /api/hosts/profile`).
 */
export function ProfilePage({ host }: { host: HostAccount }) {
  const [values, setValues] = useState(() => ({
    name: host.name,
    phone: host.phone,
    bio: host.bio,
    languages: host.languages.join(', '),
  }));
  const [avatar, setAvatar] = useState<Avatar>({ src: host.avatar });
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { updateAccount } = useHostSession();
  const preview = useRef<string | null>(null);

  // The chosen file's preview lives until another replaces it or the page goes.
  useEffect(() => () => void (preview.current && URL.revokeObjectURL(preview.current)), []);

  const set = (field: 'name' | 'phone' | 'bio' | 'languages') => (value: string) =>
    setValues((now) => ({ ...now, [field]: value }));
  const textField = (field: 'name' | 'phone' | 'languages') => ({
    name: field,
    label: labels[field],
    value: values[field],
    onValueChange: set(field),
    error: errors[field],
  });

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setErrors((now) => ({ ...now, avatar: problem }));
      return;
    }
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = URL.createObjectURL(file);
    setAvatar({ src: preview.current });
    setErrors((now) => ({ ...now, avatar: undefined }));
    setProgress(0);
    try {
      const photo = await uploadPhoto(file, { query: { purpose: 'avatar' }, onProgress: setProgress });
      setAvatar({ src: preview.current, id: photo.id });
    } catch (error) {
      setAvatar({ src: host.avatar });
      setErrors((now) => ({ ...now, avatar: hostFailureOf(error, {}).form ?? hostMessages.photoUnreadable }));
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || progress !== null) return;
    setNotice(null);
    const languages = languagesOf(values.languages);
    const problem = checkRequest(profileRules, values);
    const found: FieldErrors<ProfileField> = problem ? fieldErrorsOf(problem, labels) : {};
    const languageProblem = languagesProblem(languages);
    if (languageProblem) found.languages = languageProblem;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(formRef.current, order, found);
      return;
    }
    setErrors({});
    setSaving(true);
    const patch: HostProfilePatch = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      bio: values.bio.trim(),
      languages,
      ...(avatar.id !== undefined ? { avatar: avatar.id } : {}),
    };
    try {
      const saved = await hostRequest<HostAccount>(hostApi.profile, { method: 'PATCH', body: patch });
      updateAccount(saved);
      setAvatar({ src: saved.avatar ?? avatar.src });
      setNotice({ tone: 'success', text: 'Your profile is saved.' });
    } catch (error) {
      const failure = hostFailureOf(error, labels);
      setErrors(failure.fields);
      if (failure.form) setNotice({ tone: 'error', text: failure.form });
      focusFirstInvalid(formRef.current, order, failure.fields);
    } finally {
      setSaving(false);
    }
  };

  const shownName = values.name.trim() || host.name;
  return (
    <HostingPage
      title="Your host profile"
      lead={'Guests see this in "Meet your host" on each of your listings.'}
      width="wide"
    >
      <Layout>
        <FormCard ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Your host profile">
          <FormField
            name="avatar"
            label={labels.avatar}
            error={errors.avatar}
            hint="JPEG, PNG or WebP, up to 15 MB. A friendly face works best."
          >
            {(control) => (
              <PhotoRow>
                <AvatarImage src={avatar.src} name={shownName} />
                {/* The native picker, hidden but focusable; its second label is the visible button. */}
                <input
                  {...control}
                  className="visually-hidden"
                  type="file"
                  accept={uploadTypes.join(',')}
                  onChange={(e) => void choosePhoto(e)}
                />
                <ChooseLabel htmlFor={control.id}>{avatar.src ? 'Choose another photo' : 'Choose a photo'}</ChooseLabel>
                {avatar.src && progress === null && (
                  <Button type="button" $variant="light" onClick={() => setAvatar({ src: null, id: null })}>
                    Remove photo
                  </Button>
                )}
                {progress !== null && (
                  <progress value={progress} max={1} aria-label="Uploading photo">
                    {Math.round(progress * 100)}%
                  </progress>
                )}
              </PhotoRow>
            )}
          </FormField>
          <FieldRow>
            <TextField {...textField('name')} required autoComplete="name" maxLength={hostFieldLimits.name} />
            <TextField
              {...textField('phone')}
              required
              {...phoneInput}
              maxLength={profileRules.fields.phone.maxLength}
              hint="Only guests with a booking see it."
            />
          </FieldRow>
          <FormField name="bio" label={labels.bio} error={errors.bio} hint={`Up to ${hostFieldLimits.bio} characters.`}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={hostFieldLimits.bio}
                value={values.bio}
                onChange={(e) => set('bio')(e.target.value)}
                placeholder="Where you live, how you like to welcome guests, your favourite spot nearby"
              />
            )}
          </FormField>
          <TextField {...textField('languages')} hint="Separate them with commas, e.g. English, Kiswahili." />
          {notice && (
            <Notice role={notice.tone === 'error' ? 'alert' : 'status'} $tone={notice.tone}>
              {notice.text}
            </Notice>
          )}
          <SubmitButton type="submit" disabled={saving || progress !== null}>
            {saving ? 'Saving profile…' : 'Save profile'}
          </SubmitButton>
        </FormCard>
        <GuestView aria-labelledby="guest-view-title">
          <h2 id="guest-view-title">Meet your host</h2>
          <GuestHead>
            <AvatarImage src={avatar.src} name={shownName} />
            <strong>{shownName}</strong>
          </GuestHead>
          {values.bio.trim() && <p>{values.bio.trim()}</p>}
          {languagesOf(values.languages).length > 0 && <p>Speaks {languagesOf(values.languages).join(', ')}</p>}
        </GuestView>
      </Layout>
    </HostingPage>
  );
}

/** The host's photo, or their initial on the brand colour. Decorative: the name is always beside it. */
function AvatarImage({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <AvatarCircle as="img" src={src} alt="" width={72} height={72} />
  ) : (
    <AvatarCircle aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</AvatarCircle>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;

const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  input[type='file'] {
    max-width: 100%;
  }
`;

const AvatarCircle = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const GuestView = styled(SidePanel)`
  p {
    white-space: pre-line;
  }
`;

const GuestHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
