import { BookOpen } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { LoadingStatus } from "~/components/ui/loading-status";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { panelId, TabList, tabId } from "~/components/ui/tabs";
import { formatKsh } from "~core/format";
import type { MenuItemDto, PrintedMenuDto } from "~core/types";
import { menuCategories } from "./menu-set";

const MenuViewer = lazy(() => import("./menu-viewer"));

type View = "gallery" | "dynamic";

/**
 * The menu panel of /dining/:id/menu: Menu Gallery (printed menus,
 * the default) and À La Carte (dishes with a category filter, default all).
 */
export function MenuPanel({
  menus,
  items,
  failed,
  loading,
}: {
  menus: PrintedMenuDto[];
  items: MenuItemDto[];
  failed: boolean;
  loading: boolean;
}) {
  const { t } = useTranslation("explore");
  const prefix = useId();
  const [view, setView] = useState<View>("gallery");
  const [category, setCategory] = useState("all");
  const [open, setOpen] = useState<PrintedMenuDto | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const categories = menuCategories(items);
  const shown = category === "all" ? items : items.filter((item) => item.category === category);

  return (
    <section
      aria-labelledby={`${prefix}-heading`}
      className="rounded-2xl bg-white p-4 ring-1 ring-sand-200 md:p-8"
    >
      <h2 id={`${prefix}-heading`} className="font-display text-3xl text-ink">
        {t("menu.panelHeading")}
      </h2>
      <TabList
        className="mt-4"
        label={t("menu.viewsLabel")}
        idPrefix={`${prefix}view`}
        value={view}
        onChange={(value) => setView(value as View)}
        items={[
          { value: "gallery", label: t("menu.galleryView") },
          { value: "dynamic", label: t("menu.alaCarteView") },
        ]}
      />
      <div
        role="tabpanel"
        id={panelId(`${prefix}view`)}
        aria-labelledby={tabId(`${prefix}view`, view)}
        className="mt-6"
      >
        {loading ? (
          <LoadingStatus className="py-8">{t("menu.loading")}</LoadingStatus>
        ) : view === "gallery" ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {menus.map((menu) => {
              const cover = menu.pages[0];
              return (
                <li
                  key={menu.kind}
                  className="flex flex-col overflow-hidden rounded-xl bg-sand-50 ring-1 ring-sand-200"
                >
                  {cover ? (
                    <ResponsiveImage
                      src={cover.src}
                      width={cover.width ?? 1240}
                      height={cover.height ?? 1754}
                      sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw"
                      alt=""
                      className="aspect-[3/4] w-full object-cover object-top"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="font-display text-xl text-ink">{menu.title}</h3>
                    <p className="text-sm text-ink-muted">
                      {t("menu.pageCount", { count: menu.pages.length })}
                    </p>
                    <Button
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setOpen(menu);
                      }}
                      className="mt-auto"
                    >
                      <BookOpen aria-hidden="true" className="size-5" />
                      {t("menu.viewMenu")}
                      <span className="sr-only"> – {menu.title}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : failed ? (
          <p role="alert" className="rounded-lg bg-coral-500/10 p-4 text-ink">
            {t("menu.error")}
          </p>
        ) : items.length === 0 ? (
          <p className="py-8 text-ink-muted">{t("menu.empty")}</p>
        ) : (
          <>
            <TabList
              label={t("menu.categoriesLabel")}
              idPrefix={`${prefix}cat`}
              value={category}
              onChange={setCategory}
              items={[
                { value: "all", label: t("menu.all") },
                ...categories.map((name) => ({ value: name, label: name })),
              ]}
            />
            <ul
              role="tabpanel"
              id={panelId(`${prefix}cat`)}
              aria-labelledby={tabId(`${prefix}cat`, category)}
              className="mt-6 grid gap-4 md:grid-cols-2"
            >
              {shown.map((item) => (
                <li
                  key={item.id}
                  className="flex gap-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200"
                >
                  {item.image ? (
                    <ResponsiveImage
                      src={item.image}
                      width={1200}
                      height={1200}
                      sizes="96px"
                      alt=""
                      className="size-24 shrink-0 rounded-lg object-cover"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <h3 className="font-semibold text-ink">{item.name}</h3>
                      <p className="font-semibold tabular-nums text-ocean-800" dir="ltr">
                        {formatKsh(item.price)}
                      </p>
                    </div>
                    <p className="mt-1 text-sm text-ink-muted">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <MenuViewer menu={open} onClose={() => setOpen(null)} returnFocus={opener.current} />
        </Suspense>
      ) : null}
    </section>
  );
}
