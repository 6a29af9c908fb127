import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import {
  COOKIE_NOTICE_DELAY_MS,
  type CookieConsentValue,
  readCookieConsent,
  storeCookieConsent,
} from './cookie-consent';

/** The cookie notice (spec 000 §2, §4): a bottom banner 1 s after load until the visitor accepts or declines. */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readCookieConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const choose = (value: CookieConsentValue) => {
    storeCookieConsent(value);
    setVisible(false);
  };

  return (
    <section
      aria-labelledby="cookie-notice-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-2xl shadow-slate-900/10 backdrop-blur motion-safe:animate-rise-in sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-5">
        <div className="flex gap-3 sm:flex-1">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-50 text-amber-600 ring-1 ring-amber-100">
            <Cookie className="size-5" aria-hidden />
          </span>
          <div className="text-sm leading-6">
            <h2 id="cookie-notice-title" className="font-semibold text-slate-900">
              We value your privacy
            </h2>
            <p className="text-slate-600">
              We use cookies and local storage to keep you signed in, remember your choices and understand how
              Hookshelf is used.{' '}
              <Link
                to={paths.privacy}
                className="font-medium text-indigo-600 underline-offset-2 hover:underline"
              >
                Learn more
              </Link>
            </p>
          </div>
        </div>
        <div className="flex gap-2 sm:shrink-0">
          <button
            type="button"
            onClick={() => choose('declined')}
            className="flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:flex-none"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => choose('accepted')}
            className="flex-1 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:flex-none"
          >
            Accept All
          </button>
        </div>
      </div>
    </section>
  );
}
