import { Toaster } from 'sonner';
import { TOAST_POSITION } from '../lib/toast-config';

/** The one toast outlet (docs/product/navigation-and-global.md#toasts: toasts appear top-right); show toasts with `notify` from toast-config. */
export function AppToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      richColors
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  );
}
