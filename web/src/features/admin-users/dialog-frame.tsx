import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'alertdialog' for a confirmation that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A small centred dialog of the admin screens (Radix: focus trap, Escape, focus back to the trigger). */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          role={role}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none motion-safe:animate-fade-in"
        >
          <Dialog.Title className="text-lg font-semibold tracking-tight text-slate-900">{title}</Dialog.Title>
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

export const DIALOG_PRIMARY =
  'inline-flex h-10 items-center justify-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
export const DIALOG_SECONDARY =
  'inline-flex h-10 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
