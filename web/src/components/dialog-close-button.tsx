import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** The X that closes a dialog (Radix Dialog.Close), named for screen readers; the caller sets its look. */
export function DialogCloseButton({
  label = 'Close',
  className,
  iconClassName = 'size-5',
}: {
  label?: string;
  className: string;
  iconClassName?: string;
}) {
  return (
    <Dialog.Close aria-label={label} className={className}>
      <X className={iconClassName} aria-hidden />
    </Dialog.Close>
  );
}
