import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { pageTitle } from '../../../../../shared/domain/site';
import { PageLoading } from '../../../components/page-loading';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ApiRequestError } from '../../../lib/api-client';
import { errorCode } from '../../../lib/error-messages';
import { destinationAfterSignIn } from '../../../session/redirect';
import { useSession } from '../../../session/session-context';
import { sendSignInCode, verifySignInCode } from '../api/sign-in-api';
import { AuthCard, MessageBanner } from './auth-card';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import {
  CODE_ALREADY_SENT,
  CODE_RESENT,
  CODE_SENT,
  type LoginMessage,
  REDIRECT_DELAY_MS,
  RESEND_FAILED,
  SIGNED_IN,
  sendFailedMessage,
  verifyFailedMessage,
} from './login-messages';
import { useResendTimer } from './use-resend-timer';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /login (docs/product/sign-in.md#sign-in-in-two-steps): e-mail, then the code; signed-in visitors are sent on at once. */
export function LoginPage() {
  usePageMeta(pageTitle('Sign In'), 'Sign in to Hookshelf with a one-time code sent to your email.');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  // The address the last code went to: Back and Send again to it return to that code, not to a refusal.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useResendTimer();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (session.status === 'loading') return <PageLoading />;
  // docs/product/sign-in.md#sign-in-in-two-steps: /login sends signed-in visitors away (once this screen's own sign-in has succeeded it
  // shows its message for the spec's second first).
  if (session.status === 'signed-in' && session.user && !done) {
    return <Navigate to={destinationAfterSignIn(redirect, session.user.isAdmin)} replace />;
  }

  const address = email.trim();

  // The code already sent to this address, with the resend timer still running, or the server's word that
  // one was sent moments ago (another tab): the code step, counting down live, rather than an error.
  const backToSentCode = (secondsLeft?: number) => {
    setStep('code');
    setMessage({ kind: 'success', text: CODE_ALREADY_SENT });
    if (secondsLeft !== undefined) timer.start(secondsLeft);
  };

  const send = async () => {
    if (address === sentTo && timer.secondsLeft > 0) {
      backToSentCode();
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      await sendSignInCode(address);
      setStep('code');
      setCode('');
      setSentTo(address);
      setMessage({ kind: 'success', text: CODE_SENT });
      timer.start();
    } catch (error) {
      if (errorCode(error) === 'resend_too_soon' && error instanceof ApiRequestError) {
        setSentTo(address);
        backToSentCode(error.retryAfterSeconds ?? undefined);
      } else {
        setMessage({ kind: 'error', text: sendFailedMessage(error) });
      }
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    setVerifying(true);
    setMessage(null);
    try {
      await verifySignInCode(address, code);
    } catch (error) {
      setMessage({ kind: 'error', text: verifyFailedMessage(error) });
      setVerifying(false);
      return;
    }
    setDone(true);
    setVerifying(false);
    setMessage({ kind: 'success', text: SIGNED_IN });
    // docs/product/limits.md#sign-in: the redirect follows after 1 s; the session is read meanwhile, to know an admin.
    const [user] = await Promise.all([session.refresh().catch(() => null), delay(REDIRECT_DELAY_MS)]);
    if (mounted.current)
      navigate(destinationAfterSignIn(redirect, user?.isAdmin ?? false), { replace: true });
  };

  const resend = async () => {
    setResending(true);
    setMessage(null);
    try {
      await sendSignInCode(address);
      setCode('');
      setMessage({ kind: 'success', text: CODE_RESENT });
      timer.start();
    } catch {
      setMessage({ kind: 'error', text: RESEND_FAILED });
    } finally {
      setResending(false);
    }
  };

  // docs/product/sign-in.md#sign-in-in-two-steps: Back returns to step 1 and clears the code and messages.
  const back = () => {
    setStep('email');
    setCode('');
    setMessage(null);
  };

  if (step === 'email') {
    return (
      <AuthCard
        title="Sign in to Hookshelf"
        lead="Enter your email address and we’ll send you a 6-digit code to sign in."
      >
        <div className="space-y-4">
          <MessageBanner message={message} />
          <EmailStep email={email} onEmailChange={setEmail} sending={sending} onSubmit={send} />
          {sentTo !== null && address === sentTo && (
            <SentCodeNote secondsLeft={timer.secondsLeft} onEnterCode={() => setStep('code')} />
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Check your email"
      lead={
        <>
          We sent a 6-digit code to <span className="font-semibold text-slate-900">{address}</span>. It
          expires in 10 minutes.
        </>
      }
    >
      <div className="space-y-4">
        <MessageBanner message={message} />
        <CodeStep
          code={code}
          onCodeChange={setCode}
          verifying={verifying}
          done={done}
          onSubmit={verify}
          secondsLeft={timer.secondsLeft}
          resending={resending}
          onResend={resend}
          onBack={back}
        />
      </div>
    </AuthCard>
  );
}

/** Under step 1 after Back: the way to the code already mailed, and how long until a new one may be sent. */
function SentCodeNote({ secondsLeft, onEnterCode }: { secondsLeft: number; onEnterCode: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200 ring-inset">
      <span className="tabular-nums">
        {secondsLeft > 0 ? `A new code can be sent in ${secondsLeft}s.` : 'You can ask for a new code.'}
      </span>
      <button
        type="button"
        onClick={onEnterCode}
        className="rounded-lg px-2 py-1 font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Enter the code I received
      </button>
    </div>
  );
}
