/**
 * Paint first, then fetch the scripts.
 *
 * React Router puts a `<link rel="modulepreload">` for every module of the page in the
 * head and boots the app from an inline `<script type="module">`. On a phone on a slow
 * connection those downloads (about 240 KB) share the line with the stylesheet, the
 * fonts and the hero picture, so the complete server-rendered page paints later than it
 * could. `paintFirst` removes the preload links and replaces the boot script
 * by a small classic script that, after the first frame (at once in a hidden tab),
 * adds the same preload links and then runs the same boot code as a module: the page
 * paints from the HTML and the stylesheet alone, then hydrates.
 *
 * The transform only touches those two exact shapes; anything else passes unchanged, so
 * a different React Router output degrades to the default behaviour, never to a page
 * without scripts.
 */

/** The classic script that starts the app after the first frame. */
export function deferredBoot(nonce: string, preloads: string[], code: string): string {
  const payload = JSON.stringify({ nonce, preloads, code })
    // Inside an inline script: never let the data close the element or open a comment.
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script nonce="${nonce}">(function(p){var started=false;function start(){if(started)return;started=true;document.removeEventListener("visibilitychange",start);p.preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=p.nonce;s.textContent=p.code;document.body.appendChild(s)}if(document.visibilityState==="hidden")return start();document.addEventListener("visibilitychange",start);requestAnimationFrame(function(){setTimeout(start,0)})})(${payload})</script>`;
}

const BOOT_OPENING = Buffer.from('<script nonce="');
const PRELOAD_OPENING = Buffer.from('<link rel="modulepreload" href="');
const HEAD_END = Buffer.from("</head>");
const PRELOAD_TAG = /^<link rel="modulepreload" href="([^"]+)"[^>]*\/?>$/;
const BOOT_TAG = /^<script nonce="([^"]*)" type="module" async="">/;
const SCRIPT_END = "</script>";

/** The boot script's start and the end of its opening tag, with its nonce. */
interface Boot {
  at: number;
  opened: number;
  nonce: string;
}

/**
 * The boot script, searched from the end: React Router writes it after its context script
 * and only the hydration data's scripts follow it, while a search from the start stops at
 * every `<` of some 150 KB of markup (about 35 µs a page against 1 µs).
 */
function findBoot(html: Buffer): Boot | null {
  for (
    let at = html.lastIndexOf(BOOT_OPENING);
    at !== -1;
    at = at === 0 ? -1 : html.lastIndexOf(BOOT_OPENING, at - 1)
  ) {
    const tag = BOOT_TAG.exec(html.toString("latin1", at, Math.min(html.length, at + 160)));
    if (tag) return { at, opened: at + tag[0].length, nonce: tag[1] ?? "" };
  }
  return null;
}

/**
 * The same change over a whole document (the server renders a page completely before it
 * answers): the preload links of the head (React puts a `<link rel="modulepreload">`
 * there wherever it is rendered) are taken out and the boot script becomes the deferred
 * boot. A document without the boot script is returned unchanged, preloads included. It
 * works on the bytes: a page is some 150 KB, and decoding it into a string (and building
 * new strings from it) put three such strings per page on the JavaScript heap, where the
 * garbage collector then spent more time than the change itself. Each search covers only
 * the part it needs (the head, the boot script), not the page's markup.
 */
export function paintFirst(html: Buffer): Buffer {
  const boot = findBoot(html);
  if (!boot) return html;
  const close = html.indexOf(SCRIPT_END, boot.opened);
  if (close === -1) return html;
  const headEnd = html.indexOf(HEAD_END);
  const head = html.subarray(0, headEnd === -1 || headEnd > boot.at ? boot.at : headEnd);
  const parts: Buffer[] = [];
  const preloads: string[] = [];
  let kept = 0;
  for (let at = head.indexOf(PRELOAD_OPENING); at !== -1; ) {
    const end = head.indexOf(">", at);
    if (end === -1) break;
    const tag = PRELOAD_TAG.exec(head.toString("utf8", at, end + 1));
    if (tag?.[1]) {
      parts.push(html.subarray(kept, at));
      preloads.push(tag[1]);
      kept = end + 1;
    }
    at = head.indexOf(PRELOAD_OPENING, end);
  }
  parts.push(html.subarray(kept, boot.at));
  const code = html.toString("utf8", boot.opened, close);
  parts.push(Buffer.from(deferredBoot(boot.nonce, preloads, code)));
  parts.push(html.subarray(close + SCRIPT_END.length));
  return Buffer.concat(parts);
}
