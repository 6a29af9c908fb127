import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { isWelcomeDue, markWelcomeShown } from './welcome-schedule';

// The dialog code loads only on the one visit a day that shows it, keeping the first bundle lean.
const WelcomeModal = lazy<ComponentType>(() =>
  import('./welcome-modal')
    .then((m) => ({ default: m.WelcomeModal }))
    // A welcome message is not worth an error screen: if its code cannot load, the visitor simply goes on.
    .catch(() => ({ default: () => null })),
);

/** Shows the welcome modal (spec 000 §2) when it has not shown yet this calendar day. */
export function WelcomeGate() {
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!isWelcomeDue()) return;
    // Recorded when shown, so a reload the same day does not show it again.
    markWelcomeShown();
    setDue(true);
  }, []);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  );
}
