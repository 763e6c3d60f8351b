import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SideArrows } from "~/components/ui/side-arrows";
import type { PrintedMenuDto } from "~core/types";
import { Lightbox } from "./lightbox";
import { useLightboxNavigation } from "./use-lightbox-navigation";

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
  const [page, setPage] = useState(0);
  const total = menu.pages.length;
  const { go, swipe } = useLightboxNavigation({
    index: page,
    total,
    rtl: i18n.dir() === "rtl",
    wrap: false,
    onIndex: setPage,
  });
  const current = menu.pages[page]!;

  return (
    <Lightbox
      header={
        <>
          <Dialog.Title className="font-display text-xl">{menu.title}</Dialog.Title>
          <p aria-live="polite" className="text-sm tabular-nums" data-testid="menu-page-status">
            {t("menu.viewer.page", { number: page + 1, total })}
          </p>
        </>
      }
      closeLabel={t("menu.viewer.close")}
      onClose={onClose}
      returnFocus={returnFocus}
      described={false}
    >
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
        <SideArrows
          look="dark"
          onPrevious={() => go(-1)}
          onNext={() => go(1)}
          previousLabel={t("menu.viewer.previous")}
          nextLabel={t("menu.viewer.next")}
          atStart={page === 0}
          atEnd={page === total - 1}
        />
      </div>
    </Lightbox>
  );
}
