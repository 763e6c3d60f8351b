import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The full-screen, opaque dark dialog of the gallery and the printed-menu viewer: a header with
 * the caller's title (a `Dialog.Title`) and a Close button, then the picture area.
 * Escape or Close calls `onClose`; focus then goes back to `returnFocus`.
 */
export function Lightbox({
  header,
  closeLabel,
  onClose,
  returnFocus,
  described,
  children,
}: {
  header: ReactNode;
  closeLabel: string;
  onClose: () => void;
  returnFocus: HTMLElement | null;
  /** Whether the content holds a `Dialog.Description`. */
  described: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Opaque: the header, the chat button and the cards must not show through. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-ink text-white"
          {...(described ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3">
            {header}
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/10 px-3 font-semibold hover:bg-white/20">
              <X aria-hidden="true" className="size-5" />
              {closeLabel}
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
