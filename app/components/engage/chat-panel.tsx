import { Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withLang } from "~/components/shell/nav-links";
import { cn } from "~/components/ui/cn";
import { CONTROL_CLASS } from "~/components/ui/input";
import type { ChatFacts } from "~core/chat-facts";
import { type ChatReply, replyTo } from "./chat-replies";

/** The bot answers 500 ms after each message. */
export const CHAT_REPLY_DELAY_MS = 500;

interface ChatMessage {
  id: number;
  content: string;
  isBot: boolean;
  timestamp: Date;
  reply?: ChatReply;
}

const SUGGESTIONS = [
  "prices",
  "checkTimes",
  "breakfast",
  "transfer",
  "dining",
  "packages",
] as const;

/**
 * The chat assistant's panel, loaded when the chat first opens. Its texts
 * (catalogue "engage") and the figures it quotes (GET /api/chat/facts) arrive then;
 * the guest's questions are answered here and never leave the browser.
 */
export default function ChatPanel({
  titleId,
  brand,
  onNavigate,
}: {
  titleId: string;
  /** The hotel's short name (settings), in the panel's title. */
  brand: string;
  onNavigate: () => void;
}) {
  const { t, i18n, ready } = useTranslation("engage");
  const { search } = useLocation();
  /** The way out to the contact page (after a failure, or offered by a reply). */
  const contactLink = (className: string) => (
    <Link to={withLang("/contact", search)} onClick={onNavigate} className={className}>
      {t("chat.contactPage")}
    </Link>
  );
  const lang = i18n.language;
  const [facts, setFacts] = useState<ChatFacts | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [typing, setTyping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const inputId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    return () => {
      for (const timer of timers.current) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    setFacts(null);
    fetch(`/api/chat/facts?lang=${encodeURIComponent(lang)}`, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
        return response.json() as Promise<ChatFacts>;
      })
      .then((value) => {
        if (!cancelled) setFacts(value);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [lang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on each new message
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, typing]);

  const ask = (question: string) => {
    const content = question.trim();
    // A blank or whitespace-only message is ignored.
    if (!content || !facts) return;
    setMessages((list) => [
      ...list,
      { id: nextId.current++, content, isBot: false, timestamp: new Date() },
    ]);
    setDraft("");
    setTyping(true);
    const timer = setTimeout(() => {
      const reply = replyTo(content, facts, t, lang);
      setMessages((list) => [
        ...list,
        { id: nextId.current++, content: reply.text, isBot: true, timestamp: new Date(), reply },
      ]);
      setTyping(false);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
    inputRef.current?.focus();
  };

  const loading = !ready || (!facts && !failed);

  return (
    <>
      <h2 id={titleId} className="font-display text-lg text-ink">
        {ready ? t("chat.title", { brand }) : "…"}
      </h2>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-ink">
          {t("chat.unavailable")} {contactLink("text-ocean-700 underline")}
        </p>
      ) : null}
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-busy={loading || typing}
        aria-label={ready ? t("chat.conversation") : undefined}
        // Shrinks first when the panel meets the top of a small screen, and scrolls.
        className="mt-3 grid max-h-72 min-h-24 shrink content-start gap-2 overflow-y-auto overscroll-contain pe-1"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <p className="max-w-[85%] rounded-lg bg-ocean-50 px-3 py-2 text-sm text-ink">
          {loading ? t("chat.loading", { defaultValue: "…" }) : t("chat.greeting")}
        </p>
        {messages.map((message) => (
          <div
            key={message.id}
            className={`max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 text-sm ${
              message.isBot ? "bg-ocean-50 text-ink" : "ms-auto bg-ocean-700 text-white"
            }`}
          >
            <span className="sr-only">
              {message.isBot ? t("chat.botSaid") : t("chat.youSaid")}{" "}
            </span>
            {/* The guest's words in their own direction; answers isolate names and prices. */}
            {message.isBot ? message.content : <bdi>{message.content}</bdi>}
            {message.reply?.phone ? (
              <a
                href={`tel:${message.reply.phone.replace(/[^\d+]/g, "")}`}
                className="mt-1 block font-semibold text-ocean-700 underline"
              >
                <span dir="ltr">{message.reply.phone}</span>
              </a>
            ) : null}
            {message.reply?.link?.external ? (
              <a
                href={message.reply.link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 block font-semibold text-ocean-700 underline"
              >
                {message.reply.link.label}
              </a>
            ) : message.reply?.link ? (
              <Link
                to={withLang(message.reply.link.href, search)}
                onClick={onNavigate}
                className="mt-1 block font-semibold text-ocean-700 underline"
              >
                {message.reply.link.label}
              </Link>
            ) : null}
            {message.reply?.contactLink
              ? contactLink("mt-1 block font-semibold text-ocean-700 underline")
              : null}
          </div>
        ))}
        {typing ? (
          <p className="max-w-[85%] rounded-lg bg-ocean-50 px-3 py-2 text-sm text-ink-muted">
            {t("chat.typing")}
          </p>
        ) : null}
      </div>
      {ready && facts ? (
        // On a short screen the chips share one row that scrolls sideways.
        <ul
          aria-label={t("chat.suggestions")}
          className="mt-3 flex shrink-0 gap-2 overflow-x-auto pb-1 [@media(min-height:45rem)]:flex-wrap [@media(min-height:45rem)]:overflow-visible"
        >
          {SUGGESTIONS.map((key) => (
            <li key={key} className="shrink-0">
              <button
                type="button"
                onClick={() => ask(t(`chat.chips.${key}`))}
                disabled={typing}
                className="min-h-9 whitespace-nowrap rounded-full border border-ocean-700 px-3 text-xs font-semibold text-ocean-700 hover:bg-ocean-50 disabled:opacity-60"
              >
                {t(`chat.chips.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={onSubmit} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {ready ? t("chat.inputLabel") : ""}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          placeholder={ready ? t("chat.placeholder") : ""}
          className={cn(CONTROL_CLASS, "min-w-0 flex-1 text-sm")}
        />
        <button
          type="submit"
          disabled={loading}
          aria-label={ready ? t("chat.send") : undefined}
          className="inline-flex size-11 items-center justify-center rounded-lg bg-ocean-700 text-white hover:bg-ocean-800 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </form>
    </>
  );
}
