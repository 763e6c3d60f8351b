/**
 * Compression of a page the page cache does not answer (a personal page, a searched stay,
 * or any page with PAGE_CACHE=off). The server renders a page whole (app/entry.server.tsx),
 * so it is compressed in one call on libuv's thread pool, off the thread that renders the
 * next page, instead of chunk by chunk through a web CompressionStream. Other answers (the
 * API, `.data`) keep Hono's `compress`, which leaves an answer with `Content-Encoding` alone.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { negotiateEncoding } from "./page-cache";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size compression costs more than it saves (as Hono's `compress`). */
const MIN_BYTES = 1024;
/**
 * Rendered for one answer: fast settings (the page cache compresses what it keeps harder).
 * On the 125 KB home page: gzip 2 takes 0.75 ms for 28.8 KB, where gzip 4 took 1.2 ms for
 * 26.8 KB and gzip 6 1.6 ms for 25.9 KB; brotli 2 takes 0.6 ms for 25.9 KB. The time is a
 * core's, taken from the next page's render or from the load the page answers: on a small
 * server a third of a millisecond of CPU a page is worth more than 2 KB of transfer.
 */
const GZIP_LEVEL = 2;
const BROTLI_QUALITY = 2;
/**
 * Output chunk: a whole page's compressed bytes in one piece, so the thread pool calls back
 * once instead of once per 16 KB (Node's default), which halved the rendering thread's share
 * of a gzip (0.37 to 0.21 ms for the 85 KB home page).
 */
const CHUNK_BYTES = 256 * 1024;

export async function compressPage(
  acceptEncoding: string | undefined,
  response: Response,
): Promise<Response> {
  if (!response.body || response.headers.has("Content-Encoding")) return response;
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === "identity") return response;
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const vary = headers.get("Vary");
  if (!/accept-encoding/i.test(vary ?? "")) {
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  let body: Buffer = bytes;
  if (bytes.length >= MIN_BYTES) {
    body =
      encoding === "br"
        ? await brotli(bytes, {
            chunkSize: CHUNK_BYTES,
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : await gzip(bytes, { level: GZIP_LEVEL, chunkSize: CHUNK_BYTES });
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
