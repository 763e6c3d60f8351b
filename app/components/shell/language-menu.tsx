import { ChevronDown, Globe } from "lucide-react";
import { type ComponentProps, lazy } from "react";
import { useTranslation } from "react-i18next";
import { DeferredPopup } from "~/components/ui/deferred-popup";
import { LANGUAGE_NAMES } from "~/i18n/language-names";
import type { Lang } from "~core/i18n/languages";

const LanguageMenuPopup = lazy(() => import("./language-menu-popup"));

export function LanguageTrigger({
  current,
  ...props
}: ComponentProps<"button"> & { current: Lang }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      {...props}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-ink hover:bg-ocean-50"
    >
      <Globe aria-hidden="true" className="size-4" />
      {/* The name is read from the content: no aria-label that the visible "EN" would contradict. */}
      <span className="sr-only">
        {t("language.current", { language: LANGUAGE_NAMES[current] })}
      </span>
      <span aria-hidden="true">{current.toUpperCase()}</span>
      {/* A phone's header needs the room for the hotel's name. */}
      <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
    </button>
  );
}

/** The language button; its Radix menu loads when the page is idle or on first click. */
export function LanguageMenu({ current }: { current: Lang }) {
  return (
    <DeferredPopup
      placeholder={(open) => (
        <LanguageTrigger current={current} aria-expanded={false} onClick={open} />
      )}
      popup={(defaultOpen) => <LanguageMenuPopup current={current} defaultOpen={defaultOpen} />}
    />
  );
}
