import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  RouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~core/i18n/languages";
import en from "../../../public/locales/en/common.json";
import {
  type ErrorFacts,
  ErrorFactsContext,
  ErrorPage,
  errorKind,
  RouteErrorPage,
} from "./error-page";

/** Renders inside a router at `url` (the page reads the address for its links). */
function render(element: React.ReactNode, url = "/rooms", facts: ErrorFacts | null = null) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToString(
    <ErrorFactsContext.Provider value={facts}>
      <RouterProvider router={router} />
    </ErrorFactsContext.Provider>,
  );
}

describe("ErrorPage", () => {
  it("speaks each of the seven languages, from its own texts", () => {
    const titles = new Set<string>();
    for (const lang of LANGUAGES) {
      const html = render(<ErrorPage kind="server" lang={lang} />);
      expect(html).toContain(`lang="${lang}"`);
      const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
      expect(title).toBeTruthy();
      titles.add(title as string);
    }
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it("sets Arabic right to left and the others left to right", () => {
    expect(render(<ErrorPage kind="notFound" lang="ar" />)).toMatch(
      /lang="ar" dir="rtl"[\s\S]*404 – الصفحة غير موجودة/,
    );
    expect(render(<ErrorPage kind="notFound" lang="de" />)).toContain('lang="de" dir="ltr"');
  });

  it("503 asks to try again in a moment and offers the same page again", () => {
    const html = render(<ErrorPage kind="unavailable" lang="fr" />, "/rooms?lang=fr");
    expect(html).toContain("Veuillez réessayer dans un instant");
    expect(html).toContain('href="/rooms?lang=fr">Réessayer</a>');
    expect(html).toContain('href="/?lang=fr">Aller à la page d&#x27;accueil</a>');
  });

  it("404 offers the way home, not a retry", () => {
    const html = render(<ErrorPage kind="notFound" lang="en" />);
    expect(html).toContain(en.errors.notFound.title);
    expect(html).toContain('href="/">Go to the home page</a>');
    expect(html).not.toContain(en.errors.retry);
  });
});

describe("RouteErrorPage", () => {
  it("without the root loader's language, takes the request's (server facts)", () => {
    const html = render(<RouteErrorPage error={new Error("boom")} />, "/rooms", {
      lang: "sw",
      unavailable: true,
    });
    expect(html).toContain('lang="sw"');
    expect(html).toContain("Tuna shughuli nyingi sasa hivi");
    expect(html).toContain("<title>Tuna shughuli nyingi sasa hivi</title>");
  });

  it("never shows the error's message or stack", () => {
    const error = new Error("secret detail");
    const html = render(<RouteErrorPage error={error} lang="en" />);
    expect(html).toContain(en.errors.server.title);
    expect(html).not.toContain("secret detail");
    expect(html).not.toContain("error-page.test");
  });
});

describe("errorKind", () => {
  it("maps route answers and faults to the three pages", () => {
    expect(errorKind(new ErrorResponseImpl(404, "Not Found", null))).toBe("notFound");
    expect(errorKind(new ErrorResponseImpl(503, "Service Unavailable", null))).toBe("unavailable");
    expect(errorKind(new ErrorResponseImpl(500, "Internal Server Error", null))).toBe("server");
    expect(errorKind(new Error("x"))).toBe("server");
    expect(errorKind(new Error("x"), true)).toBe("unavailable");
  });
});
