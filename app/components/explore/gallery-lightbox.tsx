import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { SideArrows } from "~/components/ui/side-arrows";
import { srcSetFor } from "~core/images";
import type { GalleryImageDto } from "~core/types";
import { Lightbox } from "./lightbox";
import { useLightboxNavigation } from "./use-lightbox-navigation";

/**
 * The enlarged gallery picture in a dialog, loaded only when a guest opens one:
 * arrow keys and swipes move through the current category, round its ends (mirrored in
 * right-to-left pages), Home and End go to its first and last picture, Escape closes,
 * focus returns to the thumbnail.
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
  const total = images.length;
  const { go, swipe } = useLightboxNavigation({
    index,
    total,
    rtl: i18n.dir() === "rtl",
    wrap: true,
    onIndex,
  });
  const image = images[index]!;

  return (
    <Lightbox
      header={
        <Dialog.Title className="text-sm tabular-nums" data-testid="gallery-position">
          {t("gallery.position", { number: index + 1, total })}
        </Dialog.Title>
      }
      closeLabel={t("gallery.close")}
      onClose={onClose}
      returnFocus={returnFocus}
      described
    >
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
          <SideArrows
            look="dark"
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            previousLabel={t("gallery.previous")}
            nextLabel={t("gallery.next")}
          />
        ) : null}
      </figure>
    </Lightbox>
  );
}
