import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { SITE_NAME } from '../../../../shared/domain/site';
import { BrandMark } from '../../components/brand-mark';
import { useSession } from '../../session/session-context';

/** Who builds and runs Hookshelf: the footer's provider link (docs/product/video-detail.md#copy-link). */
const PROVIDER = { name: SITE_NAME, url: 'https://hookshelf.app' };

const linkClass =
  'rounded text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The footer (docs/product/navigation-and-global.md#footer): copyright line and a link to the provider. */
export function SiteFooter() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Link
              to={paths.home}
              className="inline-flex items-center gap-2 text-base font-bold text-slate-900"
            >
              <BrandMark className="size-7" />
              Hookshelf
            </Link>
            <p className="mt-3 text-sm leading-6 text-slate-500">
              The short-form swipe file: analysed Instagram Reels and TikTok videos for brands, businesses and
              experts.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
              <li>
                <Link to={signedIn ? paths.videos : paths.publicBrowse} className={linkClass}>
                  {signedIn ? 'All Videos' : 'Browse'}
                </Link>
              </li>
              <li>
                <a href={paths.apiDocs} target="_blank" rel="noreferrer" className={linkClass}>
                  API Docs<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <Link to={paths.privacy} className={linkClass}>
                  Privacy
                </Link>
              </li>
              {!signedIn && (
                <li>
                  <Link to={paths.login} className={linkClass}>
                    Sign In
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
        <div className="mt-8 flex flex-col gap-2 border-t border-slate-100 pt-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Hookshelf. All rights reserved.</p>
          <p>
            Provided by{' '}
            <a href={PROVIDER.url} className="font-medium text-slate-700 hover:text-slate-900">
              {PROVIDER.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
