import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  HostRequestError,
  IDENTITY_RETENTION_DAYS,
  PHOTO_MIN_SIZE,
  hostApi,
  identityDocumentLabels,
  identityDocumentTypes,
  identityMessages,
  uploadForm,
  uploadTypes,
  type HostIdentity,
  type IdentityDocumentType,
} from 'shared/hosts';
import { formatStayDate, nairobiDate } from 'contracts';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { Notice } from 'shared/ui-form';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form/fieldErrors';
import { FormField } from '../../lib/form/FormField';
import { Choice, Choices, ChooseLabel, FormCard, SidePanel, SubmitButton } from '../../lib/form/form.styles';
import { photoProblem } from '../../lib/form/photoProblem';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { hostIdentityKey, useHostIdentity } from '../../lib/hosting/hostIdentityApi';

type IdentityField = 'documentType' | 'document' | 'selfie';
const order: readonly IdentityField[] = ['documentType', 'document', 'selfie'];
const labels: Record<IdentityField, string> = {
  documentType: 'Your document',
  document: 'Photo of your document',
  selfie: 'A photo of you',
};
const missing: Record<IdentityField, string> = {
  documentType: identityMessages.documentTypeMissing,
  document: identityMessages.documentMissing,
  selfie: identityMessages.selfieMissing,
};

/** "21 Nov 2026": the day of a moment, in Nairobi. */
const dateOf = (moment: string) => formatStayDate(nairobiDate(new Date(moment)), 'short');

/**
 * `/hosting/identity`: the host shows the operations team who they are (an ID card or passport and
 * a selfie), and reads where their check stands. The privacy policy is on the page before anything
 * is sent (domain/identity's README: encrypted, operators only, deleted after the decision).
 */
export function IdentityPage() {
  const identity = useHostIdentity();
  return (
    <HostingPage
      title="Verify your identity"
      lead='Guests book with more confidence when our team knows who you are. Your listings show "Verified" once our team has approved them and verified you.'
    >
      {identity.isPending ? (
        <StatusBox role="status" aria-busy="true" $minHeight="12rem">
          <p>Loading your identity check…</p>
        </StatusBox>
      ) : identity.isError ? (
        <LoadFailed onRetry={() => void identity.refetch()} minHeight="12rem">
          <p>{hostFailureOf(identity.error, {}).form}</p>
        </LoadFailed>
      ) : (
        <IdentityState identity={identity.data} />
      )}
    </HostingPage>
  );
}

function IdentityState({ identity }: { identity: HostIdentity }) {
  if (identity.status === 'verified') {
    return (
      <Layout>
        <Notice role="status" $tone="success" as="div">
          <p>
            <strong>Your identity is verified</strong>
            {identity.decidedAt && ` since ${dateOf(identity.decidedAt)}`}.
          </p>
          {identity.filesDeletedBy && (
            <p>
              {new Date(identity.filesDeletedBy) > new Date()
                ? `We delete the photos you sent by ${dateOf(identity.filesDeletedBy)}.`
                : 'The photos you sent have been deleted.'}
            </p>
          )}
        </Notice>
        <Privacy />
      </Layout>
    );
  }
  if (identity.status === 'pending') {
    return (
      <Layout>
        <SidePanel role="status" aria-labelledby="identity-pending">
          <h2 id="identity-pending">Your photos are with our team</h2>
          <p>
            {identity.submittedAt && `You sent them on ${dateOf(identity.submittedAt)}. `}
            {identityMessages.sent}
          </p>
        </SidePanel>
        <Privacy />
      </Layout>
    );
  }
  return (
    <Layout>
      {identity.status === 'rejected' && (
        <Notice role="alert" $tone="error" as="div">
          <p>
            <strong>We could not verify your identity.</strong> {identity.rejectionReason}
          </p>
          <p>Send new photos below.</p>
        </Notice>
      )}
      <IdentityForm />
      <Privacy />
    </Layout>
  );
}

/** What happens to the photos, said before they are sent. */
function Privacy() {
  return (
    <SidePanel aria-labelledby="identity-privacy">
      <h2 id="identity-privacy">Who sees your photos</h2>
      <p>Only our operations team, to check who you are. Guests and other hosts never see them.</p>
      <p>
        They are encrypted and kept apart from listing photos, and we delete them {IDENTITY_RETENTION_DAYS} days after
        our decision, as Kenya&apos;s Data Protection Act, 2019 asks. We keep only the decision: the kind of document,
        the date and who checked it.
      </p>
    </SidePanel>
  );
}

interface Chosen {
  file: File;
  preview: string;
}

function IdentityForm() {
  const [documentType, setDocumentType] = useState<IdentityDocumentType | null>(null);
  const [photos, setPhotos] = useState<Partial<Record<'document' | 'selfie', Chosen>>>({});
  const [errors, setErrors] = useState<FieldErrors<IdentityField>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const previews = useRef(new Set<string>());

  // Each chosen file's preview lives until the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const choose = (side: 'document' | 'selfie') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setErrors((now) => ({ ...now, [side]: problem }));
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setPhotos((now) => ({ ...now, [side]: { file, preview } }));
    setErrors((now) => ({ ...now, [side]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress !== null) return;
    setNotice(null);
    const found: FieldErrors<IdentityField> = {};
    if (!documentType) found.documentType = missing.documentType;
    if (!photos.document) found.document = missing.document;
    if (!photos.selfie) found.selfie = missing.selfie;
    if (!documentType || !photos.document || !photos.selfie) {
      setErrors(found);
      focusFirstInvalid(formRef.current, order, found);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append('documentType', documentType);
    form.append('document', photos.document.file);
    form.append('selfie', photos.selfie.file);
    setProgress(0);
    try {
      const sent = await uploadForm<HostIdentity>(hostApi.identity, form, { onProgress: setProgress });
      queryClient.setQueryData(hostIdentityKey, sent);
    } catch (error) {
      // A photo the API refused is said under that photo ("Field: document").
      const field =
        error instanceof HostRequestError ? /^Field: (\w+)$/.exec(error.body.details ?? '')?.[1] : undefined;
      if (field && (order as readonly string[]).includes(field)) {
        const fields = { [field]: error instanceof Error ? error.message : '' } as FieldErrors<IdentityField>;
        setErrors(fields);
        focusFirstInvalid(formRef.current, order, fields);
      } else {
        setNotice(hostFailureOf(error, labels).form ?? null);
      }
    } finally {
      setProgress(null);
    }
  };

  const photoField = (side: 'document' | 'selfie', hint: string) => (
    <FormField name={side} label={labels[side]} error={errors[side]} hint={hint} required>
      {(control) => (
        <PhotoRow>
          {photos[side] && <Preview src={photos[side].preview} alt="" />}
          <input
            {...control}
            className="visually-hidden"
            type="file"
            accept={uploadTypes.join(',')}
            capture={side === 'selfie' ? 'user' : 'environment'}
            onChange={choose(side)}
          />
          <ChooseLabel htmlFor={control.id}>{photos[side] ? 'Choose another photo' : 'Choose a photo'}</ChooseLabel>
          {photos[side] && <FileName>{photos[side].file.name}</FileName>}
        </PhotoRow>
      )}
    </FormField>
  );

  return (
    <FormCard ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Verify your identity">
      <Choices aria-describedby={errors.documentType ? 'document-type-error' : undefined}>
        <legend>{labels.documentType}</legend>
        {identityDocumentTypes.map((type) => (
          <Choice key={type}>
            <input
              type="radio"
              name="documentType"
              value={type}
              checked={documentType === type}
              aria-invalid={errors.documentType ? true : undefined}
              onChange={() => {
                setDocumentType(type);
                setErrors((now) => ({ ...now, documentType: undefined }));
              }}
            />
            <span>{identityDocumentLabels[type]}</span>
          </Choice>
        ))}
        {errors.documentType && (
          <ChoiceError id="document-type-error" role="alert">
            {errors.documentType}
          </ChoiceError>
        )}
      </Choices>
      {photoField(
        'document',
        `The side with your photo and name, all four corners in the picture, no glare. At least ${PHOTO_MIN_SIZE.identity.long} × ${PHOTO_MIN_SIZE.identity.short} pixels.`,
      )}
      {photoField(
        'selfie',
        'Your face in good light, without sunglasses or a hat, so we can match it to the document.',
      )}
      {notice && (
        <Notice role="alert" $tone="error">
          {notice}
        </Notice>
      )}
      {progress !== null && (
        <progress value={progress} max={1} aria-label="Sending your photos">
          {Math.round(progress * 100)}%
        </progress>
      )}
      <SubmitButton type="submit" disabled={progress !== null}>
        {progress !== null ? 'Sending your photos…' : 'Send for checking'}
      </SubmitButton>
    </FormCard>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 44rem;
`;

const ChoiceError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Preview = styled.img`
  width: 96px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const FileName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
