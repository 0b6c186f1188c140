import styled from 'styled-components';
import { STAY_TIME_ZONE } from 'contracts';

const momentFormat = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STAY_TIME_ZONE,
});

/** A moment as the console prints it, in Nairobi time: `28 Nov 2026, 12:00 EAT`. */
export const moment = (iso: string) => `${momentFormat.format(new Date(iso))} EAT`;

/** One of the console's panels (a queue, the audit log). */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
