import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { onCookieNoticeAnswered, readCookieConsent } from './cookie-consent';
import { isWelcomeDue, markWelcomeShown } from './welcome-schedule';

// The dialog code loads only on the one visit a day that shows it, keeping the first bundle lean.
const WelcomeModal = lazy<ComponentType>(() =>
  import('./welcome-modal')
    .then((m) => ({ default: m.WelcomeModal }))
    // A welcome message is not worth an error screen: if its code cannot load, the visitor simply goes on.
    .catch(() => ({ default: () => null })),
);

/**
 * Shows the welcome modal (docs/product/navigation-and-global.md#welcome-modal) when it has not shown yet this calendar day — but never on top
 * of the cookie notice (issue 14): while the visitor has not answered the notice, the modal waits, and
 * comes once they have. The notice goes first: it is the question the visitor has to answer (consent),
 * it is a strip that leaves the page they came for (often a shared video) readable where a modal on
 * arrival would cover it, and the welcome reads better once they have chosen to stay. (Someone who
 * never answers the notice is not welcomed: the notice stays until they do.)
 * Storage is read in an effect, so the server-rendered HTML and the first render agree.
 */
export function WelcomeGate() {
  const [due, setDue] = useState(false);

  useEffect(() => {
    const show = () => {
      if (!isWelcomeDue()) return;
      // Recorded when shown, so a reload the same day does not show it again.
      markWelcomeShown();
      setDue(true);
    };
    if (readCookieConsent()) {
      show();
      return;
    }
    return onCookieNoticeAnswered(show);
  }, []);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  );
}
