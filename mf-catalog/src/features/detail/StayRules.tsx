import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  cancellationPolicyLabels,
  cancellationPolicyOf,
  formatStayDate,
  formatStayRange,
  houseRuleLabels,
  houseRuleSwitches,
  nairobiDate,
  nightsText,
  type Property,
} from 'contracts';
import { cancellationTerms } from 'contracts/booking-lifecycle';
import { hasStaySearch, readStaySearch, staySearchAtom, type StaySearch } from 'shared/state';

/** The stay the guest searched for: the page's query when it has one, else the one the listing remembered. */
function useSearchedStay(): StaySearch {
  const { search } = useLocation();
  const remembered = useAtomValue(staySearchAtom);
  const params = new URLSearchParams(search);
  return hasStaySearch(params) ? readStaySearch(params) : remembered;
}

/**
 * What a guest agrees to before booking (contracts' listingRules): the check-in and check-out times,
 * the minimum stay, the house rules, and the SPEC §9 cancellation terms that apply to this type, with
 * their deadlines worked out for the searched stay (Nairobi time), else the general rule. Each line
 * shows only what the API stated.
 */
export function StayRules({ property }: { property: Property }) {
  const stay = useSearchedStay();
  const { checkInTime, checkOutTime, minNights, houseRules } = property;
  const policy = property.cancellationPolicy ?? cancellationPolicyOf(property.type);
  const upcoming = stay.checkIn !== undefined && stay.checkIn >= nairobiDate(Date.now()) ? stay.checkIn : null;
  const terms = upcoming ? cancellationTerms(policy, upcoming, checkInTime) : null;
  const times = [checkInTime && `Check-in after ${checkInTime}`, checkOutTime && `Check-out before ${checkOutTime}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <h2 id="rules-heading">Things to know</h2>
      <Grid>
        {(times || minNights !== undefined) && (
          <div>
            <h3>Check-in and stay</h3>
            {times && <p>{times}</p>}
            {minNights !== undefined && <p>Minimum stay: {nightsText(minNights)}</p>}
          </div>
        )}
        {houseRules && (
          <div>
            <h3>House rules</h3>
            <ul aria-label="House rules">
              {houseRuleSwitches.map((rule) => (
                <li key={rule}>{houseRuleLabels[rule][houseRules[rule] ? 'allowed' : 'refused']}</li>
              ))}
            </ul>
            {houseRules.notes && <Notes>{houseRules.notes}</Notes>}
          </div>
        )}
        <div>
          <h3>Cancellation: {cancellationPolicyLabels[policy].name.toLowerCase()}</h3>
          {terms && upcoming ? (
            <>
              <p>
                {stay.checkOut && stay.checkOut > upcoming
                  ? `For your stay, ${formatStayRange(upcoming, stay.checkOut)}:`
                  : `For a check-in on ${formatStayDate(upcoming, 'dayMonth')}:`}
              </p>
              <p>{terms.summary}</p>
            </>
          ) : (
            <p>{cancellationPolicyLabels[policy].rule}</p>
          )}
        </div>
      </Grid>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Notes = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.muted};
`;
