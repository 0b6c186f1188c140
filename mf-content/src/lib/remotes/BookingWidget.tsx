import { useId } from 'react';
import styled from 'styled-components';
import type { ExposedModuleId, ExposedModules } from 'contracts';
import { RemoteModule, RemoteSkeleton, RetryButton } from 'shared/ui';

type BookingWidgetId = Extract<
  ExposedModuleId,
  'booking/HostInbox' | 'booking/HostCalendar' | 'booking/OpsListingBookings'
>;

export interface BookingWidgetProps<K extends BookingWidgetId> {
  id: K;
  props: ExposedModules[K];
  /** The widget's own heading, which the fallback keeps so the dashboard reads the same. */
  title: string;
  /** What the fallback says could not load, while the rest of the host area works. */
  unavailable: string;
  minHeight: string;
  /** The fallback heading's level: the widget's place in the page's outline (a dashboard section, 2). */
  level?: 2 | 3 | 4;
}

/**
 * One of booking's widgets in content (the host dashboard's inbox and calendar, a listing's bookings
 * in the operations console), loaded at run time through the guarded loader (ARCHITECTURE "Two sides
 * of a booking"): a skeleton while it comes, and while the booking remote cannot be reached, its
 * heading, what could not load and Retry, with everything else still working.
 */
export function BookingWidget<K extends BookingWidgetId>({
  id,
  props,
  title,
  unavailable,
  minHeight,
  level = 2,
}: BookingWidgetProps<K>) {
  return (
    <RemoteModule
      id={id}
      props={props}
      skeleton={<RemoteSkeleton minHeight={minHeight} />}
      fallback={({ retry }) => <WidgetUnavailable title={title} level={level} text={unavailable} retry={retry} />}
    />
  );
}

function WidgetUnavailable({
  title,
  level,
  text,
  retry,
}: {
  title: string;
  level: 2 | 3 | 4;
  text: string;
  retry: () => void;
}) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <Unavailable aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <p role="alert">{text}</p>
      <RetryButton type="button" onClick={retry}>
        Retry
      </RetryButton>
    </Unavailable>
  );
}

const Unavailable = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
