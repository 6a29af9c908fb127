import { TriangleAlert } from 'lucide-react';
import { StatePanel, TryAgainButton } from '../../components/state-panel';

interface BrowseErrorProps {
  message: string;
  onRetry: () => void;
}

/** docs/product/browsing.md#loading-empty-and-error-states: 'Error Loading Videos', the message, and Try Again. */
export function BrowseError({ message, onRetry }: BrowseErrorProps) {
  return (
    <StatePanel
      tone="error"
      icon={TriangleAlert}
      title="Error Loading Videos"
      action={<TryAgainButton onClick={onRetry} />}
    >
      {message}
    </StatePanel>
  );
}
