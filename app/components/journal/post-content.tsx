import { postDir } from "./post-meta";

/**
 * A post's body. The HTML was cleaned by the server's allow-list when it was saved
 * and again by the loader that sent it (server/services/platform/sanitize-html.ts): only
 * headings, paragraphs, lists, safe links, our own uploaded images, quotes, tables
 * and code reach this point. The typography is set here, as the content carries
 * no class of its own.
 */
export function PostContent({ html, language }: { html: string; language: string }) {
  return (
    <div
      lang={language}
      dir={postDir(language)}
      data-post-content
      className={[
        "mt-10 text-lg leading-relaxed text-ink",
        "[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-3xl",
        "[&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-2xl",
        "[&_h4]:mt-6 [&_h4]:text-xl [&_h4]:font-semibold",
        "[&_p]:mt-4 [&_li]:mt-1 [&_li_p]:mt-0",
        "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6",
        "[&_a]:font-semibold [&_a]:text-ocean-700 [&_a]:underline [&_a]:underline-offset-4",
        "[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-coral-500 [&_blockquote]:ps-4 [&_blockquote]:italic",
        "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
        "[&_hr]:my-10 [&_hr]:border-sand-300",
        "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
        "[&_td]:border [&_td]:border-sand-300 [&_td]:p-2 [&_th]:border [&_th]:border-sand-300 [&_th]:bg-sand-100 [&_th]:p-2 [&_th]:text-start",
        "[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-sand-100 [&_pre]:p-4 [&_code]:font-mono [&_code]:text-base",
      ].join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised allow-list HTML (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
