import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isStayDate, nairobiDate, paths, type ExposedModules } from 'contracts';
import type { SavedStay } from 'contracts/saved';
import { isNotFound, pageTitle } from 'shared/config';
import {
  hasStaySearch,
  isLoadingData,
  readStaySearch,
  saveStaysAtom,
  savedStaysAtom,
  staySearchAtom,
  useToast,
} from 'shared/state';
import type { StaySearch } from 'shared/state';
import { usePageMeta } from 'shared/ui';
import { LoadFailed } from 'shared/ui-extras';
import { filledPillLink, OutlineButton } from '../lib/layout/OutlineButton';
import { Section, SectionHeader, SectionLead, StatusBlock } from '../lib/layout/Section';
import { countOf } from '../lib/properties/propertyFacts';
import { formatSearchedStay, type SearchedStay } from '../lib/properties/stay';
import { SavedDates } from '../features/saved/SavedDates';
import { SavedStayList } from '../features/saved/SavedStayList';
import { ShareList } from '../features/saved/ShareList';
import { SAVED_LOAD_FAILED, SHARED_LIST_LOAD_FAILED, useSavedStays, useSharedList } from '../features/saved/savedApi';

/**
 * The dates the saved stays are checked for: the address's (`checkIn`, `checkOut`), else the guest's
 * last search; a check-in before today in Nairobi is no date (nothing can be booked for it).
 */
function stayOf(params: URLSearchParams, remembered: StaySearch, today: string): SearchedStay | undefined {
  const search = hasStaySearch(params) ? readStaySearch(params) : remembered;
  if (!search.checkIn || !isStayDate(search.checkIn) || search.checkIn < today) return undefined;
  const checkOut = search.checkOut && search.checkOut > search.checkIn ? search.checkOut : undefined;
  return { checkIn: search.checkIn, ...(checkOut ? { checkOut } : {}) };
}

/** The page's dates, in the address (shareable, kept on reload) and as the guest's last search. */
function useSavedPageStay() {
  const [params, setParams] = useSearchParams();
  const [remembered, setRemembered] = useAtom(staySearchAtom);
  const today = nairobiDate(Date.now());
  const stay = stayOf(params, remembered, today);
  const setStay = (next: SearchedStay | undefined) => {
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.delete('checkIn');
        query.delete('checkOut');
        if (next) query.set('checkIn', next.checkIn);
        if (next?.checkOut) query.set('checkOut', next.checkOut);
        return query;
      },
      { replace: true },
    );
    const { guests } = remembered;
    setRemembered({ ...(guests ? { guests } : {}), ...(next ?? {}) });
  };
  return { stay, setStay, today };
}

/** "3 of 4 are free for 10–13 Dec" (the API's answer), or the dates to pick. */
function availabilityLead(stays: readonly SavedStay[], stay: SearchedStay | undefined): string {
  if (!stay) return 'Pick your dates to see which of them are free.';
  const free = stays.filter((item) => item.available === true).length;
  return `${free} of ${stays.length} ${stays.length === 1 ? 'is' : 'are'} free for ${formatSearchedStay(stay)}.`;
}

/** Saved stays that the API no longer lists (unpublished or taken down since). */
const goneNote = (count: number, what: 'saved stay' | 'stay') =>
  `${countOf(count, `${what} is`, `${what}s are`)} no longer on Makao, so ${count === 1 ? 'it is' : 'they are'} not shown.`;

/** The guest's own saved stays (`/saved`). */
function MySavedStays() {
  const ids = useAtomValue(savedStaysAtom);
  const setSaved = useSetAtom(savedStaysAtom);
  const { stay, setStay, today } = useSavedPageStay();
  const query = useSavedStays(ids, stay);
  usePageMeta({ title: pageTitle('Saved stays') });
  const header = (
    <SectionHeader>
      <h1>Saved stays</h1>
    </SectionHeader>
  );
  if (ids.length === 0) {
    return (
      <Section>
        {header}
        <StatusBlock>
          <strong>No saved stays yet</strong>
          <p>Tap the heart on a stay to keep it here. No account needed.</p>
          <FindLink to={paths.properties}>Find a stay</FindLink>
        </StatusBlock>
      </Section>
    );
  }
  const shown = (query.data ?? []).filter((item) => ids.includes(item.property.id));
  const listed = new Set(query.data?.map((item) => item.property.id));
  const gone = query.data && !query.isPlaceholderData ? ids.filter((id) => !listed.has(id)) : [];
  return (
    <Section>
      {header}
      <Stack>
        <SectionLead>
          {countOf(ids.length, 'stay', 'stays')} saved on this browser. {query.data && availabilityLead(shown, stay)}
        </SectionLead>
        <SavedDates stay={stay} today={today} onChange={setStay} />
        {isLoadingData(query) ? (
          <StatusBlock role="status">Loading your saved stays...</StatusBlock>
        ) : query.isError && !query.data ? (
          <LoadFailed onRetry={() => void query.refetch()}>{SAVED_LOAD_FAILED}</LoadFailed>
        ) : (
          <>
            {gone.length > 0 && (
              <Note>
                {goneNote(gone.length, 'saved stay')}{' '}
                <LinkButton type="button" onClick={() => setSaved(ids.filter((id) => listed.has(id)))}>
                  Remove {gone.length === 1 ? 'it' : 'them'} from my list
                </LinkButton>
              </Note>
            )}
            <SavedStayList stays={shown} stay={stay} label="Your saved stays" />
            {shown.length > 0 && <ShareList ids={shown.map((item) => item.property.id)} />}
          </>
        )}
      </Stack>
    </Section>
  );
}

/** A list someone shared (`/saved/:code`): the same stays, each to save, or all at once. */
function SharedStays({ code }: { code: string }) {
  const list = useSharedList(code);
  const ids = list.data ?? [];
  const saved = useAtomValue(savedStaysAtom);
  const saveStays = useSetAtom(saveStaysAtom);
  const toast = useToast();
  const { stay, setStay, today } = useSavedPageStay();
  const query = useSavedStays(ids, stay);
  usePageMeta({ title: pageTitle('Stays shared with you') });
  const header = (
    <SectionHeader>
      <h1>Stays shared with you</h1>
      <Link to={paths.saved}>Your saved stays ({saved.length})</Link>
    </SectionHeader>
  );
  if (list.isError && isNotFound(list.error)) {
    return (
      <Section>
        {header}
        <StatusBlock>
          <strong>This shared list does not exist</strong>
          <p>Check the link, or ask for it again.</p>
          <FindLink to={paths.properties}>Find a stay</FindLink>
        </StatusBlock>
      </Section>
    );
  }
  const failed = (list.isError && !list.data) || (query.isError && !query.data);
  const loading = isLoadingData(list) || (ids.length > 0 && isLoadingData(query));
  const stays = query.data ?? [];
  const toSave = stays.map((item) => item.property.id).filter((id) => !saved.includes(id));
  const gone = query.data && !query.isPlaceholderData ? ids.length - stays.length : 0;
  const saveAll = () => {
    const added = saveStays(toSave);
    toast(
      added === toSave.length
        ? {
            title: `Saved ${countOf(added, 'stay', 'stays')}`,
            description: 'Find them under Saved at the top of the page.',
            variant: 'success',
          }
        : {
            title: `Saved ${added} of ${toSave.length}`,
            description: 'Your saved stays are full: remove some to save more.',
          },
    );
  };
  return (
    <Section>
      {header}
      <Stack>
        {query.data && (
          <SectionLead>
            A list of {countOf(stays.length, 'stay', 'stays')} on Makao, shared with a link.{' '}
            {availabilityLead(stays, stay)}
          </SectionLead>
        )}
        <SavedDates stay={stay} today={today} onChange={setStay} />
        {loading ? (
          <StatusBlock role="status">Loading the shared list...</StatusBlock>
        ) : failed ? (
          <LoadFailed onRetry={() => void (list.isError ? list.refetch() : query.refetch())}>
            {list.isError ? SHARED_LIST_LOAD_FAILED : SAVED_LOAD_FAILED}
          </LoadFailed>
        ) : (
          <>
            {gone > 0 && <Note>{goneNote(gone, 'stay')}</Note>}
            {stays.length > 0 &&
              (toSave.length > 0 ? (
                <OutlineButton type="button" onClick={saveAll}>
                  Save {toSave.length === stays.length ? 'all' : `the other ${toSave.length}`} to my saved stays
                </OutlineButton>
              ) : (
                <Note>All of these are in your saved stays.</Note>
              ))}
            <SavedStayList stays={stays} stay={stay} label="Shared stays" />
          </>
        )}
      </Stack>
    </Section>
  );
}

/** The Saved page: the guest's saved stays, or a list shared with them by its code. */
function SavedPage() {
  const { code } = useParams();
  return code ? <SharedStays code={code} /> : <MySavedStays />;
}

export default SavedPage satisfies ComponentType<ExposedModules['catalog/SavedPage']>;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: stretch;
  > button {
    justify-self: start;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const FindLink = styled(Link)`
  ${filledPillLink}
`;
