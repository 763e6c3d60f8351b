/**
 * Paint first, then fetch the scripts.
 *
 * React Router puts a `<link rel="modulepreload">` for every module of the page in the
 * head and boots the app from an inline `<script type="module">`. On a phone on a slow
 * connection those downloads (about 240 KB) share the line with the stylesheet, the
 * fonts and the hero picture, so the complete server-rendered page paints later than it
 * could. This stream transform removes the preload links and replaces the boot script
 * by a small classic script that, after the first frame (at once in a hidden tab),
 * adds the same preload links and then runs the same boot code as a module: the page
 * paints from the HTML and the stylesheet alone, then hydrates.
 *
 * The transform only touches those two exact shapes; anything else passes unchanged, so
 * a different React Router output degrades to the default behaviour, never to a page
 * without scripts.
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = /^<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/;
const BOOT_START = /^<script nonce="([^"]*)" type="module" async="">/;

/** The classic script that starts the app after the first frame. */
export function deferredBoot(nonce: string, preloads: string[], code: string): string {
  const payload = JSON.stringify({ nonce, preloads, code })
    // Inside an inline script: never let the data close the element or open a comment.
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script nonce="${nonce}">(function(p){var started=false;function start(){if(started)return;started=true;document.removeEventListener("visibilitychange",start);p.preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=p.nonce;s.textContent=p.code;document.body.appendChild(s)}if(document.visibilityState==="hidden")return start();document.addEventListener("visibilitychange",start);requestAnimationFrame(function(){setTimeout(start,0)})})(${payload})</script>`;
}

export function paintFirstTransform(): Transform {
  const decoder = new StringDecoder("utf8");
  let buffer = "";
  const preloads: string[] = [];
  let booted = false;

  /** Emits what can be emitted; keeps an unfinished tag (or boot script) for the next chunk. */
  function drain(push: (text: string) => void, final: boolean) {
    let out = "";
    while (buffer.length > 0) {
      if (booted) {
        out += buffer;
        buffer = "";
        break;
      }
      const lt = buffer.indexOf("<");
      if (lt === -1) {
        out += buffer;
        buffer = "";
        break;
      }
      out += buffer.slice(0, lt);
      buffer = buffer.slice(lt);
      const end = buffer.indexOf(">");
      if (end === -1 && !final) break; // the tag continues in the next chunk
      const preload = PRELOAD.exec(buffer);
      if (preload?.[1]) {
        preloads.push(preload[1]);
        buffer = buffer.slice(preload[0].length);
        continue;
      }
      const boot = BOOT_START.exec(buffer);
      if (boot) {
        const close = buffer.indexOf("</script>");
        if (close === -1 && !final) break; // wait for the whole boot script
        if (close !== -1) {
          const code = buffer.slice(boot[0].length, close);
          out += deferredBoot(boot[1] ?? "", preloads, code);
          buffer = buffer.slice(close + "</script>".length);
          booted = true;
          continue;
        }
      }
      const cut = end === -1 ? buffer.length : end + 1;
      out += buffer.slice(0, cut);
      buffer = buffer.slice(cut);
    }
    if (!booted && final && preloads.length > 0) {
      // No boot script seen (an unexpected shape): put the preloads back, unchanged.
      out = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") + out;
    }
    if (out) push(out);
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      buffer += typeof chunk === "string" ? chunk : decoder.write(chunk);
      drain((text) => this.push(text), false);
      callback();
    },
    flush(callback: TransformCallback) {
      buffer += decoder.end();
      drain((text) => this.push(text), true);
      callback();
    },
  });
}
