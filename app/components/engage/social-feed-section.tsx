import { Copy, ExternalLink, Heart, ShieldAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import type { RootData } from "~/root";
import { nextFallbackImage, type SocialPostDto, shortenUrl, truncateCaption } from "~core/social";
import { loadSocialFeed, type SocialFeedState } from "./social-feed-data";

const SKELETONS = 6;
const COPIED_MS = 3000;

function shortDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, {
    month: "short",
    day: "numeric",
    timeZone: "Africa/Nairobi",
  }).format(date);
}

function PostCard({ post, profileUrl }: { post: SocialPostDto; profileUrl: string }) {
  const { t, i18n } = useTranslation("engage");
  const [src, setSrc] = useState(post.image);
  const caption = truncateCaption(post.caption);
  const body = (
    <>
      <img
        src={src}
        alt={t("social.imageAlt", { caption })}
        width={480}
        height={480}
        loading="lazy"
        decoding="async"
        // A failed image swaps to a local one, never the one that just failed.
        onError={() => setSrc((current) => nextFallbackImage(current))}
        className="aspect-square w-full bg-sand-100 object-cover"
      />
      <span className="block p-4">
        <span className="block text-sm text-ink">{caption}</span>
        <span className="mt-2 flex items-center justify-between gap-2 text-xs text-ink-muted">
          <time dateTime={post.timestamp}>{shortDate(post.timestamp, i18n.language)}</time>
          {post.likes > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="size-3.5 text-coral-700" />
              {t("social.likes", { count: post.likes })}
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  const card =
    "block h-full w-full overflow-hidden rounded-xl bg-white text-start ring-1 ring-sand-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700";
  if (post.link) {
    return (
      <a href={post.link} target="_blank" rel="noopener noreferrer" className={card}>
        {body}
      </a>
    );
  }
  // A post without a link says so and opens the main profile.
  return (
    <button
      type="button"
      className={card}
      onClick={() => {
        toast({
          title: t("social.linkUnavailableTitle"),
          description: t("social.linkUnavailable"),
        });
        window.open(profileUrl, "_blank", "noopener,noreferrer");
      }}
    >
      {body}
    </button>
  );
}

function VerificationNeeded({ url, supportEmail }: { url: string; supportEmail: string }) {
  const { t } = useTranslation("engage");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: t("social.copiedTitle"), description: t("social.copiedBody") });
    } catch {
      toast({
        variant: "destructive",
        title: t("social.copyFailedTitle"),
        description: t("social.copyFailed"),
      });
    }
  };
  return (
    <div className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
      <h3 className="flex items-center gap-2 font-display text-xl text-ink">
        <ShieldAlert aria-hidden="true" className="size-6 text-coral-700" />
        {t("social.verifyTitle")}
      </h3>
      <p className="mt-2 text-ink">{t("social.verifyIntro")}</p>
      <p className="mt-4 font-semibold text-ink">{t("social.verifySteps")}</p>
      <ol className="mt-2 list-decimal space-y-1 ps-6 text-ink">
        {(["step1", "step2", "step3", "step4", "step5"] as const).map((step) => (
          <li key={step}>{t(`social.${step}`)}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm font-semibold text-ink">{t("social.urlLabel")}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code
          title={url}
          dir="ltr"
          className="min-w-0 flex-1 break-all rounded-lg bg-sand-100 px-3 py-2 text-sm text-ink"
        >
          {shortenUrl(url)}
        </code>
        <Button onClick={copy} size="sm">
          <Copy aria-hidden="true" className="size-4" />
          <span aria-live="polite">{copied ? t("social.copied") : t("social.copy")}</span>
        </Button>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t("social.expires")}</p>
      <p className="mt-1 text-sm text-ink-muted">{t("social.support", { email: supportEmail })}</p>
    </div>
  );
}

/**
 * The social feed section (the gallery page mounts it below its grid).
 * It loads in the browser through the fallback chain of social-feed-data.ts, so
 * no source can slow the page. Texts: the "engage" catalogue, which the hosting
 * page's loader must return (routeResources(request, [..., "engage"])).
 */
export function SocialFeedSection({
  profileUrl,
  supportEmail,
  className = "",
}: {
  /** The hotel's Instagram profile; default: the site settings' instagram link. */
  profileUrl?: string;
  /** Shown on the verification screen; default: the general e-mail address. */
  supportEmail?: string;
  className?: string;
}) {
  const { t } = useTranslation("engage");
  const root = useRouteLoaderData<RootData>("root");
  const profile = profileUrl || root?.brand.social.instagram || "https://www.instagram.com/";
  const support = supportEmail ?? root?.brand.emails.general ?? "";
  const [state, setState] = useState<SocialFeedState | null>(null);
  const headingId = useId();
  useEffect(() => {
    let cancelled = false;
    void loadSocialFeed().then((value) => {
      if (!cancelled) setState(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section aria-labelledby={headingId} className={`mx-auto max-w-6xl px-4 py-12 ${className}`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-display text-3xl text-ink">
            {t("social.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("social.intro")}</p>
        </div>
        <a
          href={profile}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-700 underline"
        >
          {t("social.follow")}
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </a>
      </div>
      <div className="mt-6" aria-busy={state === null} aria-live="polite">
        {state === null ? (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label={t("social.loading")}>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={i}
                data-testid="social-skeleton"
                className="animate-pulse overflow-hidden rounded-xl bg-white ring-1 ring-sand-200 motion-reduce:animate-none"
              >
                <div className="aspect-square bg-sand-200" />
                <div className="space-y-2 p-4">
                  <div className="h-3 rounded bg-sand-200" />
                  <div className="h-3 w-1/2 rounded bg-sand-200" />
                </div>
              </li>
            ))}
          </ul>
        ) : state.checkpointUrl ? (
          <VerificationNeeded url={state.checkpointUrl} supportEmail={support} />
        ) : state.posts.length === 0 ? (
          <p className="rounded-xl bg-sand-100 p-6 text-center text-ink">{t("social.empty")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" data-source={state.source}>
            {state.posts.slice(0, 6).map((post) => (
              <li key={post.id}>
                <PostCard post={post} profileUrl={profile} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
