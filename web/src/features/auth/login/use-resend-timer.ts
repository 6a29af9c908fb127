import { useCallback, useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from './login-messages';

/**
 * The resend timer (docs/product/sign-in.md#after-sign-in): `start()` after a code is sent; `secondsLeft` counts down to 0, when
 * resending is allowed again. It counts from an end time, so a throttled background tab stays right.
 */
export function useResendTimer(seconds = RESEND_COOLDOWN_SECONDS) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        clearInterval(tick);
        setEndsAt(null);
      }
    }, 250);
    return () => clearInterval(tick);
  }, [endsAt]);

  /** Starts the timer: the full wait, or what the server says is left of it (a code sent earlier). */
  const start = useCallback(
    (left = seconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + left * 1_000);
    },
    [seconds],
  );

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1_000));
  return { secondsLeft, start };
}
