import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { srcSetFor } from "../../../core/images";
import type { GalleryImageDto } from "../../../core/types";
import { useSwipe } from "./use-swipe";

/**
 * The enlarged gallery picture in a dialog, loaded only when a guest opens one:
 * arrow keys and swipes move through the current category (mirrored in
 * right-to-left pages), Escape closes, focus returns to the thumbnail.
 */
export default function GalleryLightbox({
  images,
  index,
  onIndex,
  onClose,
  returnFocus,
}: {
  images: GalleryImageDto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}) {
  const { t, i18n } = useTranslation("explore");
  const rtl = i18n.dir() === "rtl";
  const total = images.length;
  const go = (delta: number) => onIndex((index + delta + total) % total);
  const swipe = useSwipe((direction) => go((direction === "left") !== rtl ? 1 : -1));
  const image = images[index]!;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") go(rtl ? -1 : 1);
            else if (event.key === "ArrowLeft") go(rtl ? 1 : -1);
          }}
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <Dialog.Title className="text-sm tabular-nums" data-testid="gallery-position">
              {t("gallery.position", { number: index + 1, total })}
            </Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/10 px-3 font-semibold hover:bg-white/20">
              <X aria-hidden="true" className="size-5" />
              {t("gallery.close")}
            </Dialog.Close>
          </div>
          <figure
            className="relative flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center gap-3 px-2 pb-4"
            {...swipe}
          >
            <img
              key={image.id}
              src={image.url}
              srcSet={srcSetFor(image.url, image.width)}
              sizes="100vw"
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              alt={image.alt}
              className="min-h-0 max-h-full w-auto max-w-full flex-1 rounded object-contain"
            />
            <Dialog.Description asChild>
              <figcaption className="max-w-3xl text-center text-ocean-50">{image.alt}</figcaption>
            </Dialog.Description>
            {total > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t("gallery.previous")}
                  className="absolute start-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 ring-1 ring-white/50 hover:bg-ink"
                >
                  <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t("gallery.next")}
                  className="absolute end-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 ring-1 ring-white/50 hover:bg-ink"
                >
                  <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
                </button>
              </>
            ) : null}
          </figure>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
