import { AppToaster } from '../../components/app-toaster';
import { RouteNotice } from './route-notice';

/** The toast outlet and the redirect notices it shows: one lazy chunk (see app-layout.tsx). */
export function ToastOutlet() {
  return (
    <>
      <AppToaster />
      <RouteNotice />
    </>
  );
}
