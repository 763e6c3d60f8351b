import { Writable } from "node:stream";
import { createLogger } from "~server/logger";

/** The app's logger writing into memory: `text()` is what an operator would read. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: createLogger({ logLevel: "info" }, stream), text: () => lines.join("") };
}
