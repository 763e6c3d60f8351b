import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/use-toast";
import { EMAIL_PATTERN } from "~core/patterns";

/**
 * Idle, submitting (button disabled), then success or error toasts. Without JavaScript
 * (or before the page hydrates) the browser posts the form to /newsletter/subscribe,
 * which subscribes with the same command and confirms on a page of its own; the
 * address goes in the request body, never in the URL.
 */
export function NewsletterForm({
  tone = "dark",
  initialEmail = "",
  from,
}: {
  tone?: "dark" | "light";
  /** The address typed before, when the form comes back refused. */
  initialEmail?: string;
  /** Where "back" leads after subscribing; by default the page the form is on. */
  from?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [website, setWebsite] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      toast({
        variant: "destructive",
        title: t("newsletter.invalidTitle"),
        description: t("newsletter.invalidBody"),
      });
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch(`/api/newsletter/subscribe?lang=${i18n.language}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: email.trim(), website }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      setEmail("");
      toast({ title: t("newsletter.successTitle"), description: t("newsletter.successBody") });
    } catch {
      toast({
        variant: "destructive",
        title: t("newsletter.errorTitle"),
        description: t("newsletter.errorBody"),
      });
    } finally {
      setSubmitting(false);
    }
  }

  const light = tone === "light";
  return (
    <form
      method="post"
      action={`/newsletter/subscribe?lang=${i18n.language}`}
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row"
      noValidate={false}
    >
      <input type="hidden" name="from" value={from ?? `${location.pathname}${location.search}`} />
      <label htmlFor={`${id}-email`} className="sr-only">
        {t("footer.emailLabel")}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder={t("footer.emailPlaceholder")}
        className={`min-h-11 flex-1 rounded-lg border px-3 text-sm ${
          light
            ? "border-sand-300 bg-white text-ink"
            : "border-ocean-700 bg-ocean-800 text-white placeholder:text-ocean-100"
        }`}
      />
      <Honeypot
        name="website"
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
      />
      <Button type="submit" variant="accent" size="sm" disabled={submitting}>
        {submitting ? t("footer.subscribing") : t("footer.subscribe")}
      </Button>
    </form>
  );
}
