import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { usePageMeta } from '../../hooks/use-page-meta';
import { destinationAfterSignIn, safeRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { verifySignInCode } from './api/sign-in-api';
import { AuthCard } from './login/auth-card';
import { REDIRECT_DELAY_MS, SIGNED_IN, VERIFY_FAILED, verifyFailedMessage } from './login/login-messages';

type State = { phase: 'verifying' } | { phase: 'done' } | { phase: 'failed'; message: string };

/** The link's values: e-mail, code and the optional redirect (docs/product/routes.md#redirects: target of the e-mail link). */
function useLinkValues() {
  const [params] = useSearchParams();
  return {
    email: params.get('email')?.trim() ?? '',
    otp: params.get('otp')?.trim() ?? '',
    redirect: safeRedirect(params.get('redirect')),
  };
}

/** /verify-otp?email=&otp=&redirect=: signs in with the link's values, then redirects like /login does. */
export function VerifyOtpPage() {
  usePageMeta(pageTitle('Signing In'), 'Signing you in to Hookshelf.');
  const { email, otp, redirect } = useLinkValues();
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() =>
    email && otp ? { phase: 'verifying' } : { phase: 'failed', message: VERIFY_FAILED },
  );
  // A code works once: React's development double effect must not send it twice.
  const started = useRef(false);
  const mounted = useRef(true);
  const refresh = session.refresh;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current || !email || !otp) return;
    started.current = true;
    const active = () => mounted.current;
    void (async () => {
      try {
        await verifySignInCode(email, otp);
      } catch (error) {
        if (active()) setState({ phase: 'failed', message: verifyFailedMessage(error) });
        return;
      }
      if (active()) setState({ phase: 'done' });
      const [user] = await Promise.all([
        refresh().catch(() => null),
        new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS)),
      ]);
      if (active()) navigate(destinationAfterSignIn(redirect, user?.isAdmin ?? false), { replace: true });
    })();
  }, [email, otp, redirect, refresh, navigate]);

  const loginLink = redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
  return (
    <AuthCard
      title="Signing you in"
      lead={email ? <>Using the code sent to {email}.</> : 'Using your sign-in link.'}
    >
      {state.phase === 'verifying' && (
        <p role="status" className="flex items-center gap-2.5 text-sm font-medium text-slate-700">
          <LoaderCircle className="size-5 animate-spin text-indigo-600" aria-hidden />
          Verifying your sign-in link…
        </p>
      )}
      {state.phase === 'done' && (
        <p role="status" className="flex items-center gap-2.5 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-5 text-emerald-600" aria-hidden />
          {SIGNED_IN}
        </p>
      )}
      {state.phase === 'failed' && (
        <div role="alert" className="space-y-4">
          <p className="flex items-start gap-2.5 rounded-lg bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800 ring-1 ring-rose-200 ring-inset">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {state.message}
          </p>
          <Link
            to={loginLink}
            className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Back to sign in
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
