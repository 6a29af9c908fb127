import { ArrowRight, LoaderCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { FIELD, PRIMARY_BUTTON } from './auth-card';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  sending: boolean;
  onSubmit: () => void;
}

/** Step 1 (docs/product/sign-in.md#sign-in-in-two-steps): the e-mail address; docs/product/sign-in.md#sign-in-in-two-steps: send is disabled while empty or loading. */
export function EmailStep({ email, onEmailChange, sending, onSubmit }: EmailStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && !sending) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="login-email" className="block text-sm font-medium text-slate-800">
          Email address
        </label>
        <input
          id="login-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          // The one field of the screen: typing can start at once.
          // biome-ignore lint/a11y/noAutofocus: the sign-in screen exists to fill in this field
          autoFocus
          placeholder="you@company.com"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          disabled={sending}
          className={`${FIELD} mt-1.5 h-11 text-base sm:text-sm`}
        />
      </div>
      <button type="submit" disabled={!email.trim() || sending} className={PRIMARY_BUTTON}>
        {sending ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Sending code…
          </>
        ) : (
          <>
            Send verification code
            <ArrowRight className="size-4" aria-hidden />
          </>
        )}
      </button>
    </form>
  );
}
