import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { noticeOf } from '../../lib/route-notice';
import { notify } from '../../lib/toast-config';

/**
 * Shows the notice a redirect carried (lib/route-notice.ts) as an info toast, then drops it from the
 * history entry, so a reload or Back does not show it again. Renders after the toaster, whose own effect has
 * subscribed by then: a toast sent before that would be lost.
 */
export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  useEffect(() => {
    if (!notice) return;
    notify('info', notice, { id: `route-notice:${notice}` });
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [notice, location.pathname, location.search, location.hash, navigate]);
  return null;
}
