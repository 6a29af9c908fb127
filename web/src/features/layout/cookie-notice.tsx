import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { callToActionClass } from '../../components/call-to-action';
import {
  COOKIE_NOTICE_DELAY_MS,
  type CookieConsentValue,
  readCookieConsent,
  storeCookieConsent,
} from './cookie-consent';

/** The cookie notice (docs/product/navigation-and-global.md#cookie-notice): a bottom banner 1 s after load until the visitor accepts or declines. */
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
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white/95 px-3 py-2.5 shadow-2xl shadow-slate-900/15 backdrop-blur motion-safe:animate-rise-in sm:inset-x-6 sm:bottom-6 sm:rounded-2xl sm:p-5"
    >
      {/* On a phone: one short line and the two buttons, so the page stays in view (issue 14). */}
      <div className="flex items-center gap-3 sm:gap-5">
        <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-amber-50 text-amber-600 ring-1 ring-amber-100 sm:grid">
          <Cookie className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 text-sm leading-5 sm:leading-6">
          <h2 id="cookie-notice-title" className="font-semibold text-slate-900 max-sm:sr-only">
            We value your privacy
          </h2>
          <p className="text-slate-600">
            <span className="sm:hidden">We use cookies.</span>
            <span className="max-sm:hidden">
              We use cookies and local storage to keep you signed in, remember your choices and understand how
              Hookshelf is used.
            </span>{' '}
            <Link
              to={paths.privacy}
              className="font-medium whitespace-nowrap text-indigo-600 underline-offset-2 hover:underline"
            >
              {/* The visible words are docs/product/video-detail.md#copy-link's; the link's full name says where it goes. */}
              Learn more <span className="sr-only">about cookies and privacy</span>
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => choose('declined')}
            className={callToActionClass('small', 'secondary', 'px-3 sm:px-4')}
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => choose('accepted')}
            className={callToActionClass('small', 'primary', 'px-3 sm:px-4')}
          >
            Accept All
          </button>
        </div>
      </div>
    </section>
  );
}
