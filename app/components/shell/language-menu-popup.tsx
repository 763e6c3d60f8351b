import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "~/i18n/language-names";
import { useChangeLanguage } from "~/i18n/use-change-language";
import { LANGUAGES, type Lang } from "~core/i18n/languages";
import { LanguageTrigger } from "./language-menu";

/** Radix menu: closes on an outside click and on Escape, arrow keys move between languages. */
export default function LanguageMenuPopup({
  current,
  defaultOpen,
}: {
  current: Lang;
  defaultOpen: boolean;
}) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <LanguageTrigger current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-sand-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-ink-muted">
            {t("language.label")}
          </DropdownMenu.Label>
          {LANGUAGES.map((lang) => (
            <DropdownMenu.Item
              key={lang}
              lang={lang}
              onSelect={() => changeLanguage(lang)}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 text-sm text-ink outline-none data-[highlighted]:bg-ocean-50"
              aria-current={lang === current ? "true" : undefined}
            >
              {LANGUAGE_NAMES[lang]}
              {lang === current ? (
                <Check aria-hidden="true" className="size-4 text-ocean-700" />
              ) : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
