import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { hostingPaths, type HostListing, type ListingFields, type ListingPatch, type ListingPhoto } from 'shared/hosts';
import { media } from 'shared/ui';
import { Notice } from 'shared/ui-form';
import { FormNote } from '../../lib/form/form.styles';
import { HostingPage } from '../../lib/hosting/HostingPage';
import {
  errorText,
  isNotFound,
  useCreateListing,
  useHostListing,
  useSaveListing,
} from '../../lib/hosting/hostListingsApi';
import { Button, ButtonLink } from '../../lib/layout/Page';
import { ErrorState, LoadingState, StateBox } from '../../lib/status/PageStates';
import { AmenitiesStep } from './AmenitiesStep';
import { DescribeStep } from './DescribeStep';
import {
  checkStep,
  journeyMessages,
  journeySteps,
  stepFrom,
  stepPatch,
  stepTitles,
  valuesFrom,
  type JourneyStep,
  type JourneyValues,
  type StepProblem,
} from './journey';
import { LocationStep } from './LocationStep';
import { PhotosStep } from './PhotosStep';
import { PriceStep } from './PriceStep';
import { ReviewStep } from './ReviewStep';
import { RoomsStep } from './RoomsStep';
import { RulesStep } from './RulesStep';
import { TypeStep } from './TypeStep';
import { usePhotoUploads } from './usePhotoUploads';

export interface ListingJourneyProps {
  /** The draft or listing to edit; without it the journey starts a new draft on the first Next. */
  listingId?: string;
}

/**
 * The listing journey (`/hosting/listings/new`, `/hosting/listings/:id?step=…`): one step at a time,
 * each saved as the host moves on or back, so a reload (or another day) resumes where they were.
 */
export function ListingJourney({ listingId }: ListingJourneyProps) {
  const [createdId, setCreatedId] = useState<string>();
  const id = listingId ?? createdId;
  const listing = useHostListing(id);

  if (id !== undefined && listing.isPending) {
    return (
      <HostingPage title="Your listing" width="wide">
        <LoadingState text="Loading your listing..." />
      </HostingPage>
    );
  }
  if (listing.isError) {
    return (
      <HostingPage title={isNotFound(listing.error) ? 'Listing not found' : 'Your listing'} width="wide">
        {isNotFound(listing.error) ? (
          <StateBox role="alert">
            <p>{errorText(listing.error)}. It may have been removed, or it belongs to another account.</p>
            <ButtonLink to={hostingPaths.listings}>Go to your listings</ButtonLink>
          </StateBox>
        ) : (
          <ErrorState title="We couldn't load this listing" onRetry={() => void listing.refetch()}>
            {errorText(listing.error)}
          </ErrorState>
        )}
      </HostingPage>
    );
  }
  return <JourneyForm key={listingId ?? 'new'} listingId={id} listing={listing.data} onCreated={setCreatedId} />;
}

interface JourneyFormProps {
  listingId: string | undefined;
  listing: HostListing | undefined;
  onCreated: (id: string) => void;
}

interface JourneyLocationState {
  stepFocus?: boolean;
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** The photos step's patch: the photos' order and their captions. */
const photosPatch = (photos: ListingPhoto[]): ListingPatch => ({
  photos: photos.map((photo) => photo.id),
  captions: photos.map((photo) => ({ id: photo.id, caption: photo.caption ?? '' })),
});

function JourneyForm({ listingId, listing, onCreated }: JourneyFormProps) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Without a draft there is nothing to resume: the journey starts at its first step.
  const step: JourneyStep = listingId ? stepFrom(searchParams.get('step')) : 'type';
  const index = journeySteps.indexOf(step);
  const [values, setValues] = useState<JourneyValues>(() => valuesFrom(listing));
  const [photos, setPhotos] = useState<ListingPhoto[]>(() => listing?.photos ?? []);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const create = useCreateListing();
  const save = useSaveListing(listingId);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const id = useId();

  // What was typed and not yet saved: saved when the browser's back or forward leaves the step, and
  // a warning before the page is closed or reloaded.
  const unsaved = useRef(false);
  const latest = useRef({ values, photos });
  latest.current = { values, photos };
  const uploads = usePhotoUploads(listingId, photos.length, (place) => {
    unsaved.current = true;
    setPhotos(place);
  });

  const uploadsBusy = useRef(uploads.busy);
  uploadsBusy.current = uploads.busy;

  const patchFor = (of: JourneyStep, current = latest.current): ListingPatch =>
    of === 'photos' ? photosPatch(current.photos) : stepPatch(of, current.values);

  // Once a batch of uploads has landed, their order (the order they were chosen in) is saved, so a
  // reload or another device shows it too, not the order the uploads finished in.
  const wasBusy = useRef(uploads.busy);
  useEffect(() => {
    const settled = wasBusy.current && !uploads.busy;
    wasBusy.current = uploads.busy;
    if (!settled || !listingId || step !== 'photos') return;
    save.mutate(patchFor('photos'), {
      onSuccess: () => {
        unsaved.current = false;
      },
    });
    // Only when the uploads settle; the rest is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploads.busy]);

  // A new step (Next, Back, the browser's own back and forward) takes the focus to its heading, so
  // keyboard and screen reader users start reading at the top of what changed.
  useEffect(() => {
    const left = shownStep.current;
    if (left === step) return;
    shownStep.current = step;
    setProblem(null);
    headingRef.current?.focus();
    // Next and Back have saved already; the browser's own buttons have not.
    if (unsaved.current && listingId && !checkStep(left, latest.current.values) && !uploadsBusy.current) {
      unsaved.current = false;
      save.mutate(patchFor(left), {
        onError: (error) => {
          unsaved.current = true;
          setSaveState({ kind: 'failed', message: errorText(error) });
        },
      });
    }
    // Only a change of step does this; `save` and `listingId` are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // The draft's own address mounts the journey anew: its first step still gets the focus.
  useEffect(() => {
    if ((state as JourneyLocationState | null)?.stepFocus) headingRef.current?.focus();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const change = (next: Partial<JourneyValues>) => {
    unsaved.current = true;
    setValues((current) => ({ ...current, ...next }));
    if (problem && problem.field in next) setProblem(null);
    if (saveState.kind === 'saved') setSaveState({ kind: 'idle' });
  };

  const changePhotos: typeof setPhotos = (next) => {
    unsaved.current = true;
    setPhotos(next);
    if (saveState.kind === 'saved') setSaveState({ kind: 'idle' });
  };

  const goTo = async (target: JourneyStep) => {
    if (saveState.kind === 'saving') return;
    const found = checkStep(step, values);
    if (found) {
      setProblem(found);
      formRef.current?.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
      return;
    }
    if (step === 'photos' && uploads.busy) {
      setSaveState({ kind: 'failed', message: journeyMessages.uploadsRunning });
      return;
    }
    setProblem(null);
    setSaveState({ kind: 'saving' });
    try {
      if (!listingId) {
        // The first Next creates the draft; its address replaces /new, so a reload resumes it.
        const created = await create.mutateAsync(stepPatch(step, values) as Partial<ListingFields>);
        unsaved.current = false;
        setSaveState({ kind: 'saved' });
        onCreated(created.id);
        const arrival: JourneyLocationState = { stepFocus: true };
        navigate(`${hostingPaths.listing(created.id)}?step=${target}`, { replace: true, state: arrival });
        return;
      }
      const patch = patchFor(step, { values, photos });
      if (Object.keys(patch).length > 0) {
        const saved = await save.mutateAsync(patch);
        if (step === 'photos') setPhotos(saved.photos);
      }
      unsaved.current = false;
      setSaveState({ kind: 'saved' });
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('step', target);
        return next;
      });
    } catch (error) {
      setSaveState({ kind: 'failed', message: errorText(error) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = journeySteps[index + 1];
    if (next) void goTo(next);
  };
  const previous = journeySteps[index - 1];

  const fieldProps = {
    values,
    onChange: change,
    problem,
    fieldId: (field: keyof JourneyValues) => `${id}-${field}`,
  };

  return (
    <HostingPage
      title={!listing || listing.status === 'draft' ? 'List your property' : 'Edit your listing'}
      width="wide"
    >
      <JourneyColumn>
        <BackLink to={hostingPaths.listings}>← Your listings</BackLink>
        <Progress>
          <p id={`${id}-progress`} aria-live="polite">
            Step {index + 1} of {journeySteps.length}
          </p>
          <ProgressTrack aria-hidden="true">
            <ProgressFill style={{ width: `${((index + 1) / journeySteps.length) * 100}%` }} />
          </ProgressTrack>
        </Progress>
        <JourneyCard ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-step`}>
          <StepTitle id={`${id}-step`} ref={headingRef} tabIndex={-1} aria-describedby={`${id}-progress`}>
            {stepTitles[step]}
          </StepTitle>
          {step === 'type' && <TypeStep {...fieldProps} />}
          {step === 'location' && <LocationStep {...fieldProps} />}
          {step === 'rooms' && <RoomsStep {...fieldProps} />}
          {step === 'amenities' && <AmenitiesStep {...fieldProps} />}
          {step === 'photos' && (
            <PhotosStep
              photos={photos}
              onPhotosChange={changePhotos}
              uploads={uploads.uploads}
              refused={uploads.refused}
              onAdd={uploads.add}
              onRetry={uploads.retry}
              onDismiss={uploads.dismiss}
            />
          )}
          {step === 'describe' && <DescribeStep {...fieldProps} />}
          {step === 'price' && <PriceStep {...fieldProps} />}
          {step === 'rules' && <RulesStep {...fieldProps} />}
          {step === 'review' && listing && <ReviewStep listing={listing} values={values} onGoTo={goTo} />}

          {saveState.kind === 'failed' && (
            <Notice $tone="error" role="alert">
              {saveState.message}
            </Notice>
          )}
          <StepNav>
            {previous && (
              <Button type="button" $variant="light" onClick={() => void goTo(previous)}>
                Back
              </Button>
            )}
            {step !== 'review' && (
              <Button type="submit" disabled={saveState.kind === 'saving'}>
                Next
              </Button>
            )}
          </StepNav>
          <FormNote role="status">
            {saveState.kind === 'saving' ? 'Saving...' : saveState.kind === 'saved' ? 'All changes saved' : ''}
          </FormNote>
        </JourneyCard>
      </JourneyColumn>
    </HostingPage>
  );
}

/** A form reads best in a column; the photo grid still gets three photos a row. */
const JourneyColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 52rem;
`;

const BackLink = styled(Link)`
  justify-self: start;
  font-weight: 600;
`;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ProgressTrack = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.line};
  overflow: hidden;
`;

const ProgressFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease;
`;

const JourneyCard = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StepTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StepNav = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  button[type='button'] {
    border-color: ${({ theme }) => theme.colors.line};
  }
  button[type='submit'] {
    margin-left: auto;
  }
`;
