import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';

interface ModalFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'alertdialog' for a confirmation that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The share modal is wider than the forms and confirmations. */
  width?: 'narrow' | 'wide';
  /** A dialog busy with a request keeps itself open (Escape and outside clicks wait for the answer). */
  busy?: boolean;
}

const WIDTHS = { narrow: 'sm:max-w-md', wide: 'sm:max-w-lg' };

/**
 * The app's dialogs: the swipefile screens' and the admin screens' (Radix: focus trapped inside, Escape closes, focus goes back to the
 * button that opened it). On a phone the dialog spans the screen's width from the bottom; from `sm` on it
 * is a centred card.
 */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  width = 'narrow',
  busy = false,
}: ModalFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          role={role}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none motion-safe:animate-fade-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${WIDTHS[width]}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </Dialog.Title>
            {role === 'dialog' && (
              <DialogCloseButton className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600" />
            )}
          </div>
          {description ? (
            <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's footer: stacked full-width buttons on a phone, right-aligned in a row from `sm` on. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** The buttons of a dialog's footer (forms, confirmations), 40 px high. */
export const PRIMARY_BUTTON =
  'inline-flex h-10 items-center justify-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex h-10 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50';
export const DANGER_BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-rose-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:opacity-60';
