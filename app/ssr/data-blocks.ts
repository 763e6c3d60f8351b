/**
 * JSON data blocks of a document (server/document-scope.ts), written at the end of its head:
 * `<script type="application/json" id>`, which the browser neither runs nor renders. The
 * texts arrive escaped for a script element; each block's bytes are made once. Like every
 * script of the page it carries the response's nonce (the page cache takes it out).
 */
const tags = new Map<string, Buffer>();
const MAX_TAGS = 2_000;
const HEAD_END = Buffer.from("</head>");

/** A block's bytes after its nonce: ` id="…">…</script>`. */
function tagOf(id: string, text: string): Buffer {
  const key = `${id}\n${text.length}`;
  let tag = tags.get(key);
  if (!tag) {
    tag = Buffer.from(`" id="${id}">${text}</script>`);
    if (tags.size >= MAX_TAGS) tags.clear();
    tags.set(key, tag);
  }
  return tag;
}

const OPENING = Buffer.from('<script type="application/json" nonce="');

/** The document with its data blocks before `</head>` (unchanged without blocks or a head). */
export function withDataBlocks(
  html: Buffer,
  blocks: ReadonlyMap<string, string>,
  nonce: string,
): Buffer {
  if (blocks.size === 0) return html;
  const at = html.indexOf(HEAD_END);
  if (at === -1) return html;
  // The nonce is base64 from the server (secureHeaders); never let it leave the attribute.
  const nonceBytes = Buffer.from(nonce.replace(/[^A-Za-z0-9+/=_-]/g, ""));
  const parts = [html.subarray(0, at)];
  for (const [id, text] of blocks) parts.push(OPENING, nonceBytes, tagOf(id, text));
  parts.push(html.subarray(at));
  return Buffer.concat(parts);
}
