import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';

/** Where privacy questions and requests go. */
export const PRIVACY_CONTACT = 'privacy@hookshelf.app';

const mail = (
  <a href={`mailto:${PRIVACY_CONTACT}`} className="font-medium text-indigo-600 hover:underline">
    {PRIVACY_CONTACT}
  </a>
);

/** The privacy policy, one entry per section: an anchor id, a heading and the body. */
export const PRIVACY_SECTIONS: { id: string; title: string; body: ReactNode; highlight?: boolean }[] = [
  {
    id: 'summary',
    title: 'The short version',
    highlight: true,
    body: (
      <ul>
        <li>
          We keep only what Hookshelf needs to work: your e-mail address, what you save, and how the site is
          used.
        </li>
        <li>We never sell your data and we show no advertising.</li>
        <li>You can ask for a copy of your data, or for it to be deleted, at any time.</li>
      </ul>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>
          <strong>Your account.</strong> Your e-mail address, your plan (Basic, Premium or Admin) and when the
          account was created. We sign you in with a one-time code sent to that address; the code is stored
          only in scrambled (hashed) form and expires after 10 minutes. Your sign-in session is kept on our
          server so you can end it from any device by signing out.
        </p>
        <p>
          <strong>What you save.</strong> Your swipefiles, the videos saved in them, the notes you write, and
          the e-mail addresses of people you invite to collaborate.
        </p>
        <p>
          <strong>How the site is used.</strong> Analytics events such as page views, videos opened, searches,
          shared links and saves, with the time and, when you are signed in, your account. They tell us which
          parts of the library are useful and what to add next.
        </p>
        <p>
          <strong>Strategy Bot conversations.</strong> If your plan includes the Strategy Bot, the messages
          you send it are processed to produce an answer, which may involve the AI model provider we use.
        </p>
        <p>
          <strong>Security logs.</strong> Your IP address and browser type, kept briefly to limit abuse (for
          example, too many sign-in attempts) and to investigate problems.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We use a small number of browser storage items, none of them for advertising:</p>
        <ul>
          <li>
            <strong>Session cookie</strong> — keeps you signed in. It cannot be read by scripts on the page.
          </li>
          <li>
            <strong>Cookie consent</strong> — your choice in the cookie notice (“accepted” or “declined”) and
            the date you made it, kept in your browser’s local storage so we don’t ask again.
          </li>
          <li>
            <strong>Welcome message</strong> — the date the welcome message was last shown, so you see it at
            most once a day.
          </li>
        </ul>
        <p>
          Instagram and TikTok players embedded on video pages are loaded from those platforms and follow
          their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To sign you in and keep your account secure.</li>
        <li>To save, show and share your swipefiles the way you set them up.</li>
        <li>To send the e-mails you ask for: sign-in codes and invitations to swipefiles.</li>
        <li>To understand, in aggregate, how the library is used and to improve it.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see it',
    body: (
      <>
        <p>
          <strong>We never sell your data</strong>, and we do not share it with advertisers or data brokers.
        </p>
        <p>
          Collaborators you invite see the swipefiles you share with them. A swipefile you share by private
          link or make public can be read by anyone who has the link; shared pages never show the e-mail
          addresses of the people who wrote its notes.
        </p>
        <p>
          We rely on a few service providers to run Hookshelf — hosting, e-mail delivery and, for the Strategy
          Bot, an AI model provider. They process data only on our instructions and only to provide their
          service. We disclose information to authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Account data, swipefiles and notes are kept for as long as your account exists and are deleted when
        you ask us to close it. Sign-in codes expire after 10 minutes; ended sessions are removed. Analytics
        events are kept to follow trends over time; once your account is deleted they are no longer linked to
        you.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can ask us for a copy of your data, to correct it, or to delete your account and everything in
          it. Write to {mail} from the address on your account and we will answer within 30 days.
        </p>
        <p>
          You can change your cookie choice at any time by clearing this site’s data in your browser; the
          notice will then ask again. You can also browse the public library without an account.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy in a way that matters, we will say so on this page and, for signed-in users,
        by e-mail. Questions about privacy go to {mail}. You can keep browsing the{' '}
        <Link to={paths.publicBrowse} className="font-medium text-indigo-600 hover:underline">
          public library
        </Link>{' '}
        at any time.
      </p>
    ),
  },
];
