import { MessageCircle, Phone, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonAnchor } from "~/components/ui/button";
import { telHref } from "~core/phone-links";

// The assistant (its code, its texts in the "engage" catalogue, its facts) loads on
// the first open, so it weighs nothing on pages where nobody opens it.
const ChatPanel = lazy(() => import("~/components/engage/chat-panel"));

/**
 * The floating chat button (bottom right) and its panel: a non-modal dialog. Focus
 * moves into it on open, Escape closes it, and focus returns to the button.
 */
/**
 * The visual viewport's height while the panel is open (it shrinks when a phone's
 * keyboard opens or the page is zoomed); undefined until measured.
 */
function useVisualViewportHeight(active: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setHeight(viewport.height);
    update();
    viewport.addEventListener("resize", update);
    return () => viewport.removeEventListener("resize", update);
  }, [active]);
  return height;
}

/** `beside`: the WhatsApp link, on the chat button's inner side (mirrored in Arabic). */
export function ChatButton({
  phone,
  brand,
  beside,
}: {
  phone: string;
  /** The hotel's short name (settings), in the chat's title. */
  brand: string;
  beside?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const viewportHeight = useVisualViewportHeight(open);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <aside
      aria-label={t("chat.dock")}
      // Above a page's Book bar (room page, below 1024 px).
      className="fixed end-4 bottom-4 z-30 flex flex-col items-end gap-3 max-lg:[body:has([data-book-bar])_&]:bottom-20"
    >
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={`${panelId}-title`}
          // Fits between the site header and the chat button; its message list scrolls.
          style={viewportHeight ? { maxHeight: `calc(${viewportHeight}px - 11rem)` } : undefined}
          className="flex max-h-[calc(100dvh-11rem)] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-xl border border-sand-200 bg-white p-4 text-ink shadow-xl"
        >
          <Suspense
            fallback={
              <>
                <h2 id={`${panelId}-title`} className="font-display text-lg">
                  {t("chat.title", { brand })}
                </h2>
                <p className="mt-2 text-sm text-ink-muted">{t("chat.intro")}</p>
                <ButtonAnchor href={telHref(phone)} size="sm" className="mt-3">
                  <Phone aria-hidden="true" className="size-4" />
                  {t("chat.callFrontDesk")}
                </ButtonAnchor>
              </>
            }
          >
            <ChatPanel titleId={`${panelId}-title`} brand={brand} onNavigate={() => close(false)} />
          </Suspense>
        </section>
      ) : null}
      <div className="flex items-center gap-3">
        {beside}
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={open ? t("chat.close") : t("chat.open")}
          className="inline-flex size-14 items-center justify-center rounded-full bg-ocean-700 text-white shadow-lg hover:bg-ocean-800"
        >
          {open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
    </aside>
  );
}
