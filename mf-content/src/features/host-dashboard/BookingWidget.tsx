import { useId } from 'react';
import styled from 'styled-components';
import type { ExposedModuleId, ExposedModules } from 'contracts';
import { RemoteModule, RemoteSkeleton, RetryButton } from 'shared/ui';

type BookingWidgetId = Extract<ExposedModuleId, 'booking/HostInbox' | 'booking/HostCalendar'>;

export interface BookingWidgetProps<K extends BookingWidgetId> {
  id: K;
  props: ExposedModules[K];
  /** The widget's own heading, which the fallback keeps so the dashboard reads the same. */
  title: string;
  /** What the fallback says could not load, while the rest of the host area works. */
  unavailable: string;
  minHeight: string;
}

/**
 * One of booking's host widgets on the dashboard, loaded at run time through the guarded loader
 * (ARCHITECTURE "Two sides of a booking"): a skeleton while it comes, and while the booking remote
 * cannot be reached, its heading, what could not load and Retry, with everything else still working.
 */
export function BookingWidget<K extends BookingWidgetId>({
  id,
  props,
  title,
  unavailable,
  minHeight,
}: BookingWidgetProps<K>) {
  return (
    <RemoteModule
      id={id}
      props={props}
      skeleton={<RemoteSkeleton minHeight={minHeight} />}
      fallback={({ retry }) => <WidgetUnavailable title={title} text={unavailable} retry={retry} />}
    />
  );
}

function WidgetUnavailable({ title, text, retry }: { title: string; text: string; retry: () => void }) {
  const titleId = useId();
  return (
    <Unavailable aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
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
`;
