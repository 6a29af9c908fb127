import { TriangleAlert } from 'lucide-react';
import { StatePanel, TryAgainButton } from '../../components/state-panel';

interface BrowseErrorProps {
  message: string;
  onRetry: () => void;
}

/** spec 000 §2/§8: 'Error Loading Videos', the message, and Try Again. */
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
