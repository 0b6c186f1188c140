import { Link, useLocation } from 'react-router-dom';
import { backLinkOf } from '../../lib/properties/resultsPlace';

/**
 * SPEC §2's "← Back to properties": to the results the guest opened this property from, filters, Show
 * All and scroll kept (the card hands them over in the navigation state); on a direct visit, /properties.
 */
export function BackToResults({ className }: { className?: string }) {
  const { state } = useLocation();
  const back = backLinkOf(state);
  return (
    <Link className={className} to={back.to} state={back.state}>
      ← Back to properties
    </Link>
  );
}
