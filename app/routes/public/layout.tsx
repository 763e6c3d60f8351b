import { useTranslation } from "react-i18next";
import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import type { RootData } from "~/root";

export default function PublicLayout() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const brand = root?.brand ?? { hotelName: "", address: "", phone: "", email: "" };
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader hotelName={brand.hotelName} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter {...brand} />
    </>
  );
}
