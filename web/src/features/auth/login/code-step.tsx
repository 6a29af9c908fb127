import { ArrowLeft, LoaderCircle, RotateCw } from 'lucide-react';
import type { FormEvent } from 'react';
import { FIELD, PRIMARY_BUTTON } from './auth-card';
import { CODE_LENGTH, normaliseCode } from './login-messages';

interface CodeStepProps {
  code: string;
  onCodeChange: (code: string) => void;
  verifying: boolean;
  /** The sign-in has succeeded and the redirect is under way: nothing more to do here. */
  done: boolean;
  onSubmit: () => void;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
}

/**
 * Step 2 (docs/product/sign-in.md#sign-in-in-two-steps): the 6-character code (verify disabled unless 6, docs/product/sign-in.md#sign-in-in-two-steps), a Resend button
 * that shows the seconds left while the 60-second timer runs (docs/decisions/0012-resend-button.md), and Back to step 1.
 */
export function CodeStep(props: CodeStepProps) {
  const { code, verifying, done, secondsLeft, resending } = props;
  const busy = verifying || done;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH && !busy) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="login-code" className="block text-sm font-medium text-slate-800">
          Verification code
        </label>
        <input
          id="login-code"
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // biome-ignore lint/a11y/noAutofocus: the code step opens to enter the code that was just sent
          autoFocus
          placeholder="000000"
          aria-describedby="login-code-hint"
          value={code}
          // Typing and pasting both land here: spaces and dashes of a pasted code are dropped.
          onChange={(event) => props.onCodeChange(normaliseCode(event.target.value))}
          disabled={busy}
          className={`${FIELD} mt-1.5 h-14 text-center indent-[0.5em] font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em] placeholder:text-slate-300`}
        />
        <p id="login-code-hint" className="mt-1.5 text-xs text-slate-500">
          Enter the {CODE_LENGTH}-digit code from the email.
        </p>
      </div>
      <button type="submit" disabled={code.length !== CODE_LENGTH || busy} className={PRIMARY_BUTTON}>
        {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        {done ? 'Signing in…' : verifying ? 'Verifying…' : 'Verify and sign in'}
      </button>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <button
          type="button"
          onClick={props.onBack}
          disabled={done}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </button>
        <button
          type="button"
          onClick={props.onResend}
          disabled={secondsLeft > 0 || resending || done}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-indigo-700 tabular-nums hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <RotateCw className={`size-4 ${resending ? 'animate-spin' : ''}`} aria-hidden />
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : resending ? 'Resending…' : 'Resend code'}
        </button>
      </div>
    </form>
  );
}
