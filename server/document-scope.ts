import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the render of one HTML document collects beside React's tree: JSON data blocks
 * (`<script type="application/json" id>`) that entry.server.tsx writes into the page's
 * head, keyed by their element id. A loader inside a document request puts a large,
 * shared JSON text there (the page's catalogues, app/i18n/catalogues.server.ts) and
 * returns only a reference to it: React Router encodes loader data into a script of the
 * page value by value, escaping it twice, which cost more memory per page than anything
 * else the server did. A client navigation's `.data` request has no document and gets
 * the text itself.
 */
export interface DocumentScope {
  readonly blocks: Map<string, string>;
}

export const documentScope = new AsyncLocalStorage<DocumentScope>();

/** Runs a page request, inside a document scope unless it asks for `.data`. */
export function inDocumentScope<T>(request: Request, run: () => T): T {
  if (new URL(request.url).pathname.endsWith(".data")) return run();
  return documentScope.run({ blocks: new Map() }, run);
}
