import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { type ApiResult, failureMessage } from "~/admin/api-client";
import { admin, send } from "~/admin/typed-api";
import { policyFacts, standardPolicyHtml } from "~/components/engage/policy-page.server";
import { PostContent } from "~/components/journal/post-content";
import { Button, ButtonLink } from "~/components/ui/button";
import { FieldError, LABEL_CLASS } from "~/components/ui/field";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { LANGUAGE_NAMES } from "~/i18n/language-names";
import { translatorFor } from "~/i18n/server-t.server";
import { formatHotelDateTime } from "~core/format";
import { htmlText } from "~core/schemas/blog";
import {
  POLICY_MESSAGES,
  POLICY_PAGE_INFO,
  POLICY_TEXT_MIN,
  PolicyLanguageSchema,
  PolicyPageSchema,
  PolicyPublishSchema,
} from "~core/schemas/policies";
import { currentPolicyTexts, fallbackText, policyHistory } from "~server/services/content/policies";
import { getSiteSettings } from "~server/services/platform/settings";
import type { Route } from "./+types/policy-edit";

const BlogEditor = lazy(() => import("~/components/admin/blog-editor"));

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.found
    ? `${loaderData.label} (${loaderData.languageName})`
    : "Policy page";
  return [{ title: `${title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = PolicyPageSchema.safeParse(params.page);
  const language = PolicyLanguageSchema.safeParse(params.language);
  if (!page.success || !language.success) return data({ found: false as const }, { status: 404 });
  const { db, env } = context.services;
  const history = await policyHistory(db, page.data, language.data);
  // What guests of a language never published in see instead (as the public page chooses).
  const fallback = history.length ? null : fallbackText(await currentPolicyTexts(db, page.data));
  const settings = await getSiteSettings(db);
  const t = translatorFor(language.data);
  const facts = policyFacts(page.data, settings, language.data, t, env.retention);
  return {
    found: true as const,
    page: page.data,
    language: language.data,
    languageName: LANGUAGE_NAMES[language.data],
    ...POLICY_PAGE_INFO[page.data],
    version: history[0]?.version ?? 0,
    currentHtml: history[0]?.html ?? null,
    history,
    standardHtml: standardPolicyHtml(t, page.data, facts),
    rules: settings.cancellationPolicy,
    fallback: fallback
      ? `your ${LANGUAGE_NAMES[fallback.language]} text (version ${fallback.version}), with a note saying it is in ${LANGUAGE_NAMES[fallback.language]}`
      : "the standard text",
  };
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { found: true }>;

/** /admin/policies/:page/:language: write, publish or withdraw one page's own text. */
export default function AdminPolicyEdit({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <div role="alert" className="rounded-xl bg-coral-500/10 p-6">
        <h1 className="font-display text-2xl text-ink">Policy page</h1>
        <p className="mt-2 text-ink">There is no such policy page or language.</p>
        <ButtonLink to="/admin/policies" className="mt-4">
          Back to the policy pages
        </ButtonLink>
      </div>
    );
  }
  const loaded = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/policies" className="font-semibold text-ocean-700 underline">
          Policy pages
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl text-ink">
        {loaded.label} in <span lang={loaded.language}>{loaded.languageName}</span>
      </h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        {loaded.currentHtml
          ? `Guests reading in ${loaded.languageName} see your own text, version ${loaded.version}.`
          : loaded.version > 0
            ? `Guests reading in ${loaded.languageName} see the standard text (you went back to it in version ${loaded.version}).`
            : `Nothing is published in ${loaded.languageName} yet: guests reading in it see ${loaded.fallback}.`}{" "}
        <Link
          to={`${loaded.path}?lang=${loaded.language}`}
          className="font-semibold text-ocean-700 underline"
        >
          View the page
        </Link>
      </p>
      {loaded.page === "cancellation" ? (
        <p className="mt-4 max-w-3xl rounded-xl bg-sand-100 p-4 text-ink">
          What a cancellation costs is worked out from Settings → Cancellation policy: free until{" "}
          {loaded.rules.freeCancellationDays} days before arrival, then{" "}
          {loaded.rules.lateCancellationNights} night(s). Your text must say the same. The page also
          lists these rules under your text, as the booking system applies them.
        </p>
      ) : null}
      {/* A new key per version: after a publish the form starts from the new text. */}
      <PolicyForm key={loaded.version} loaded={loaded} />
      <History loaded={loaded} />
    </>
  );
}

function PolicyForm({ loaded }: { loaded: Loaded }) {
  const revalidator = useRevalidator();
  const [html, setHtml] = useState(loaded.currentHtml ?? "");
  // Which text the editor shows: bumped to put the standard text in.
  const [editorKey, setEditorKey] = useState(0);
  const [expected, setExpected] = useState(loaded.version);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [meanwhile, setMeanwhile] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mounted, setMounted] = useState(false);
  const labelId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => setMounted(true), []);

  const empty = htmlText(html).length === 0;

  function startFromStandard() {
    setHtml(loaded.standardHtml);
    setEditorKey((key) => key + 1);
    setError(null);
  }

  function failed(text: string) {
    setMessage(text);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  async function publish(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const parsed = PolicyPublishSchema.safeParse({ html, expectedVersion: expected });
    if (!parsed.success || htmlText(html).length < POLICY_TEXT_MIN) {
      setError(parsed.success ? POLICY_MESSAGES.html : (parsed.error.issues[0]?.message ?? ""));
      document.querySelector<HTMLElement>("[contenteditable]")?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const param = { page: loaded.page, language: loaded.language };
    const result = await send(() =>
      admin.policies[":page"][":language"].$put({ param, json: parsed.data }),
    );
    setBusy(false);
    if (!result.ok) return refused(result);
    toast({ title: result.message || "Published." });
    await revalidator.revalidate();
  }

  async function revert() {
    setMessage(null);
    setBusy(true);
    const param = { page: loaded.page, language: loaded.language };
    const result = await send(() =>
      admin.policies[":page"][":language"].revert.$post({
        param,
        json: { expectedVersion: expected },
      }),
    );
    setBusy(false);
    if (!result.ok) return refused(result);
    toast({ title: result.message || "Back on the standard text." });
    await revalidator.revalidate();
  }

  function refused(result: ApiResult<unknown>) {
    if (result.errors.html) setError(result.errors.html);
    // Published by someone else meanwhile: keep what is typed, show what is published now.
    const now = result.body.current as { version: number; html: string | null } | undefined;
    if (result.body.code === "stale" && now) {
      setExpected(now.version);
      setMeanwhile(now.html ?? "");
    }
    failed(failureMessage(result, "The text could not be published."));
  }

  const editorFrame = <div className="min-h-80 rounded-lg border border-sand-300 bg-sand-50" />;
  return (
    <form noValidate onSubmit={publish} className="mt-8 grid max-w-4xl gap-5">
      {message ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-coral-500/10 p-3 font-medium text-danger"
        >
          {message}
        </p>
      ) : null}
      {meanwhile !== null ? (
        <details className="rounded-lg border border-sand-300 p-4">
          <summary className="cursor-pointer font-semibold text-ink">
            The text published meanwhile (version {expected})
          </summary>
          {meanwhile ? (
            <PostContent html={meanwhile} language={loaded.language} />
          ) : (
            <p className="mt-2">The standard text.</p>
          )}
        </details>
      ) : null}
      <div>
        <p id={labelId} className={LABEL_CLASS}>
          Text of the page
        </p>
        {mounted ? (
          <Suspense fallback={editorFrame}>
            <BlogEditor
              key={editorKey}
              initialHtml={html}
              onChange={setHtml}
              labelId={labelId}
              describedBy={error ? "policy-html-error" : undefined}
              invalid={Boolean(error)}
              lang={loaded.language}
            />
          </Suspense>
        ) : (
          editorFrame
        )}
        {error ? <FieldError id="policy-html">{error}</FieldError> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          Publish
        </Button>
        {empty ? (
          <Button type="button" variant="secondary" onClick={startFromStandard} disabled={busy}>
            Start from the standard text
          </Button>
        ) : null}
        {loaded.currentHtml ? (
          <Button type="button" variant="secondary" onClick={() => void revert()} disabled={busy}>
            Go back to the standard text
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function History({ loaded }: { loaded: Loaded }) {
  if (loaded.history.length === 0) {
    return <p className="mt-10 text-ink-muted">Nothing published in this language yet.</p>;
  }
  return (
    <section aria-labelledby="policy-history" className="mt-12">
      <h2 id="policy-history" className="font-display text-2xl text-ink">
        Versions
      </h2>
      <Table columns={["Version", "Published", "By", "Text"]} wrapperClassName="mt-3">
        {loaded.history.map((entry) => (
          <TableRow key={entry.version}>
            <Cell as="th" scope="row">
              {entry.version}
            </Cell>
            <Cell label="Published" className="tabular-nums">
              {formatHotelDateTime(entry.publishedAt)}
            </Cell>
            <Cell label="By">{entry.publishedBy ?? "a removed account"}</Cell>
            <Cell label="Text">
              {entry.html ? (
                <details>
                  <summary className="cursor-pointer font-semibold text-ocean-700">
                    Own text
                  </summary>
                  <PostContent html={entry.html} language={loaded.language} />
                </details>
              ) : (
                "Back to the standard text"
              )}
            </Cell>
          </TableRow>
        ))}
      </Table>
    </section>
  );
}
