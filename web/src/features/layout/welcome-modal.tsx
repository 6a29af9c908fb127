import * as Dialog from '@radix-ui/react-dialog';
import { Construction, ImageOff, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { callToActionClass } from '../../components/call-to-action';
import { DialogCloseButton } from '../../components/dialog-close-button';

const NOTES = [
  { icon: Sparkles, text: '300+ analysed videos today, with more added as we go.' },
  { icon: ImageOff, text: 'Many thumbnails are still missing; the videos themselves are there.' },
  { icon: Construction, text: 'A few videos are still waiting for their analysis.' },
];

/** The welcome modal (docs/product/navigation-and-global.md#welcome-modal; docs/decisions/0001-name-and-copy.md): says the library is still being built. WelcomeGate decides when. */
export function WelcomeModal() {
  const [open, setOpen] = useState(true);
  const gotIt = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          // Focus starts on the one action, so Enter or Space dismisses the message.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            gotIt.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none motion-safe:animate-dialog-in"
        >
          <div className="relative bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-500 px-6 pt-6 pb-8 text-white">
            <DialogCloseButton className="absolute top-3 right-3 rounded-lg p-1.5 text-white/80 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white" />
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/25">
              Public beta
            </p>
            <Dialog.Title className="mt-4 text-2xl font-bold tracking-tight">
              Welcome to Hookshelf
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-indigo-50">
              The library is still being built. Here is what to expect while we finish it:
            </Dialog.Description>
          </div>
          <div className="px-6 pt-5 pb-6">
            <ul className="space-y-3">
              {NOTES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3 text-sm leading-6 text-slate-700">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md bg-indigo-50 text-indigo-600">
                    <Icon className="size-3.5" aria-hidden />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
            <Dialog.Close ref={gotIt} className={callToActionClass('medium', 'primary', 'mt-6 w-full')}>
              Got it!
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
