import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PrintedMenuDto } from "../../../core/types";
import { pageForKey } from "./menu-viewer-keys";
import { useSwipe } from "./use-swipe";

/**
 * Full-screen page-by-page viewer of one printed menu, loaded only when a guest
 * opens it. Arrow keys and swipes turn pages (mirrored in right-to-left pages), Home
 * and End go to the first and last page, Escape or Close shuts it, and focus goes back
 * to the View Menu button.
 */
export default function MenuViewer({
  menu,
  onClose,
  returnFocus,
}: {
  menu: PrintedMenuDto;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}) {
  const { t, i18n } = useTranslation("explore");
  const rtl = i18n.dir() === "rtl";
  const [page, setPage] = useState(0);
  const total = menu.pages.length;
  const go = (delta: number) => setPage((p) => Math.min(total - 1, Math.max(0, p + delta)));
  const swipe = useSwipe((direction) => go((direction === "left") !== rtl ? 1 : -1));
  const current = menu.pages[page]!;
  // The keys are read on the document while the (modal, full-screen) viewer is open:
  // a listener on the dialog missed them once focus had fallen to the body.
  const keys = useRef({ page, total, rtl });
  keys.current = { page, total, rtl };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const { page: at, total: count, rtl: mirrored } = keys.current;
      const next = pageForKey(event, at, count, mirrored);
      if (next === null) return;
      event.preventDefault();
      setPage(next);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <Dialog.Title className="font-display text-xl">{menu.title}</Dialog.Title>
            <p aria-live="polite" className="text-sm tabular-nums" data-testid="menu-page-status">
              {t("menu.viewer.page", { number: page + 1, total })}
            </p>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/10 px-3 font-semibold hover:bg-white/20">
              <X aria-hidden="true" className="size-5" />
              {t("menu.viewer.close")}
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-3"
            {...swipe}
          >
            <img
              key={current.src}
              src={current.src}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
              alt={t("menu.viewer.pageAlt", { title: menu.title, number: page + 1, total })}
              className="max-h-full w-auto max-w-full rounded bg-white object-contain shadow-2xl"
            />
            <button
              type="button"
              onClick={() => go(-1)}
              aria-disabled={page === 0}
              aria-label={t("menu.viewer.previous")}
              className="absolute start-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 ring-1 ring-white/50 hover:bg-ink aria-disabled:opacity-30"
            >
              <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-disabled={page === total - 1}
              aria-label={t("menu.viewer.next")}
              className="absolute end-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 ring-1 ring-white/50 hover:bg-ink aria-disabled:opacity-30"
            >
              <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
