import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import type { LoginMessage } from './login-messages';

/** The frame of the sign-in screens: a centred card with the brand mark, a heading and a lead line. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-slate-50">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-indigo-100/70 via-indigo-50/40 to-transparent"
      />
      <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-md flex-col justify-center px-4 py-12 sm:py-16">
        <div className="rounded-2xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          <BrandMark className="size-10" />
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm leading-6 text-slate-600">{lead}</p>
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-xs leading-5 text-slate-500">
          We only use your address to sign you in. No password to remember.
        </p>
      </div>
    </div>
  );
}

/** A success or error line; errors are announced at once, successes politely. */
export function MessageBanner({ message }: { message: LoginMessage | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {message?.kind === 'success' && (
          <p className="rounded-lg bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
            {message.text}
          </p>
        )}
      </div>
      <div role="alert">
        {message?.kind === 'error' && (
          <p className="rounded-lg bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800 ring-1 ring-rose-200 ring-inset">
            {message.text}
          </p>
        )}
      </div>
    </>
  );
}

export const PRIMARY_BUTTON =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-indigo-300 disabled:shadow-none';

export const FIELD =
  'block w-full rounded-lg border-0 bg-white px-3.5 text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';
