import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { loadOnIntent } from 'shared/ui';

/**
 * The dialog is code no first view shows: it loads on the guest's intent on the button, and a guest
 * who never reports a listing never loads it.
 */
const loadDialog = () => import('./ReportDialog');
const ReportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportDialog })));
const prepareDialog = loadOnIntent(loadDialog);

/** "Report this listing": low-key, under the host card; a guest needs no account to report. */
export function ReportListing({ propertyId, title }: { propertyId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReportButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} {...prepareDialog}>
        <span aria-hidden="true">⚑</span> Report this listing
      </ReportButton>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog propertyId={propertyId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const ReportButton = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
