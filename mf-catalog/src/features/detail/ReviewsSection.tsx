import { useInfiniteQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { monthNames } from 'contracts';
import { apiUrl, requestPageData } from 'shared/config';
import { RetryButton } from 'shared/ui';
import {
  reviewCategories,
  reviewApi,
  reviewCategoryLabels,
  type PropertyReviews,
  type PublishedReview,
  type ReviewSummary,
} from 'contracts/reviews';
import { OutlineButton } from '../../lib/layout/OutlineButton';
import { useTurnedTo } from '../../lib/layout/useTurnedTo';
import { countOf } from '../../lib/properties/propertyFacts';

const reviewTexts = {
  heading: 'Guest reviews',
  none: 'No reviews yet: this listing is new on Makao. Guests review a place after a completed stay.',
  failed: "We couldn't load the reviews.",
  more: 'Show more reviews',
  loadingMore: 'Loading…',
  reply: 'Response from the host',
} as const;

/** "Stayed in March 2026" from the stay's `YYYY-MM` (no locale data needed). */
function stayedIn(month: string): string {
  const [year, m] = month.split('-');
  return `Stayed in ${monthNames[Number(m) - 1] ?? ''} ${year ?? ''}`.trim();
}

async function fetchReviews(propertyId: string, cursor: string | null, signal: AbortSignal): Promise<PropertyReviews> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const url = apiUrl(`${reviewApi.ofProperty(propertyId)}${query}`);
  return (await requestPageData(url, { signal, failure: reviewTexts.failed })) as PropertyReviews;
}

/**
 * The property's published guest reviews (double-blind, after completed stays: the API's reviews
 * domain): the overall rating, each category's mean and the newest reviews, a page at a time. Its
 * data is asked for once the guest turns to the section (`useTurnedTo`): it is far below the first
 * screen, and a guest on mobile data who never scrolls there pays nothing for it.
 */
export function ReviewsSection({ propertyId }: { propertyId: string }) {
  const { ref, turnedTo } = useTurnedTo<HTMLElement>();
  const query = useInfiniteQuery({
    queryKey: ['property-reviews', propertyId],
    queryFn: ({ pageParam, signal }) => fetchReviews(propertyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.next,
    enabled: turnedTo,
    staleTime: 60_000,
  });
  const pages = query.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const reviews = pages.flatMap((page) => page.data);
  return (
    <Section ref={ref} aria-labelledby="reviews-heading" aria-busy={query.isFetching}>
      <h2 id="reviews-heading">{reviewTexts.heading}</h2>
      {query.isError && reviews.length === 0 ? (
        <p role="alert">
          {reviewTexts.failed}{' '}
          <RetryButton type="button" onClick={() => void query.refetch()}>
            Retry
          </RetryButton>
        </p>
      ) : summary && summary.count === 0 ? (
        <p>{reviewTexts.none}</p>
      ) : summary ? (
        <>
          <Summary summary={summary} />
          <List>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </List>
          {query.hasNextPage && (
            <OutlineButton
              type="button"
              aria-disabled={query.isFetchingNextPage}
              onClick={() => {
                if (!query.isFetchingNextPage) void query.fetchNextPage();
              }}
            >
              {query.isFetchingNextPage ? reviewTexts.loadingMore : reviewTexts.more}
            </OutlineButton>
          )}
          {query.isFetchNextPageError && <p role="alert">{reviewTexts.failed}</p>}
        </>
      ) : (
        <Placeholder aria-hidden="true" />
      )}
    </Section>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  return (
    <>
      <Overall>
        <span aria-hidden="true">★ </span>
        <span className="visually-hidden">Rated </span>
        {summary.rating?.toFixed(1)}
        <span className="visually-hidden"> out of 5 from</span>
        <span aria-hidden="true"> · </span>
        {countOf(summary.count, 'review', 'reviews')}
      </Overall>
      {summary.categories && (
        <Categories>
          {reviewCategories.map((category) => {
            const mean = summary.categories?.[category] ?? 0;
            return (
              <div key={category}>
                <dt>{reviewCategoryLabels[category]}</dt>
                <dd>
                  <Meter aria-hidden="true" $share={mean / 5} />
                  {mean.toFixed(1)}
                </dd>
              </div>
            );
          })}
        </Categories>
      )}
    </>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  return (
    <li>
      <article aria-label={`Review by ${review.guestName}`}>
        <ReviewHead>
          <strong>{review.guestName}</strong>
          <span>{stayedIn(review.stayedIn)}</span>
          <span>
            <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
            <span className="visually-hidden">Rated {review.rating} out of 5</span>
          </span>
        </ReviewHead>
        <Body>{review.body}</Body>
        {review.reply && (
          <Reply>
            <strong>{reviewTexts.reply}</strong>
            <p>{review.reply}</p>
          </Reply>
        )}
      </article>
    </li>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const Placeholder = styled.div`
  min-height: 8rem;
`;

const Overall = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  > span:first-child {
    color: ${({ theme }) => theme.colors.star};
  }
`;

const Categories = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Meter = styled.span<{ $share: number }>`
  width: 5rem;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.ink} ${({ $share }) => `${Math.round($share * 100)}%`},
    ${({ theme }) => theme.colors.line} 0
  );
`;

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
`;

const ReviewHead = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  align-items: baseline;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  span[aria-hidden='true'] {
    color: ${({ theme }) => theme.colors.star};
  }
`;

const Body = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  white-space: pre-line;
`;

const Reply = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.line};
  p {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
