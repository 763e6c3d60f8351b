import { useTranslation } from "react-i18next";
import { Outlet, useRouteLoaderData } from "react-router";
import { CurrencyNotice } from "~/components/booking/approx-price";
import { ChatButton } from "~/components/shell/chat-button";
import { RouteErrorPage } from "~/components/shell/error-page";
import { NavigationProgress } from "~/components/shell/navigation-progress";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { useReveal } from "~/components/shell/use-reveal";
import { useScrollToTop } from "~/components/shell/use-scroll-to-top";
import { WhatsAppButton } from "~/components/shell/whatsapp-button";
import type { RootData } from "~/root";
import type { Route } from "./+types/layout";

/** The public shell: header, footer and widgets (admin routes have their own layout). */
export default function PublicLayout() {
  useScrollToTop();
  useReveal();
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/**
 * A page that failed (404 thrown by a loader, 500, 503) keeps the header and footer, so a
 * guest can go on; the root loader, which feeds them, worked (else root.tsx's boundary).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) return <RouteErrorPage error={error} />;
  return (
    <PublicShell>
      <RouteErrorPage error={error} lang={root.lang} />
    </PublicShell>
  );
}

function PublicShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root")!;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader hotelName={root.brand.hotelName} lang={root.lang} />
      <main id="main" className="pt-16 md:pt-20">
        {/* Fixed at the top of the screen, but inside a landmark like all content (axe: region). */}
        <NavigationProgress />
        {children}
        {/* Once per page while approximate prices show: the charge stays in KSh. */}
        <CurrencyNotice className="mx-auto max-w-6xl px-4 py-4" />
      </main>
      <SiteFooter brand={root.brand} />
      <ChatButton
        phone={root.brand.phones[0] ?? ""}
        brand={root.brand.brandName}
        beside={<WhatsAppButton number={root.brand.whatsapp} brandName={root.brand.brandName} />}
      />
    </>
  );
}
