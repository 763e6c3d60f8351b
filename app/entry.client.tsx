import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "./nonce";

// Browsers hide the nonce attribute after parsing but keep it as a property; reading
// it back lets hydration render the same value the server did.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <HydratedRouter />
        </NonceContext.Provider>
      </StrictMode>,
    );
  });
}

/**
 * Hydration is the longest task of a page load. On a fast connection the scripts
 * arrive before the browser has painted anything, and hydrating at once would hold
 * back the first paint of the server's complete HTML. So: paint first (the frame
 * after requestAnimationFrame), then hydrate. A hidden tab paints no frames, so it
 * hydrates at once, or as soon as it is hidden while waiting.
 */
function afterFirstPaint(run: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener("visibilitychange", start);
    run();
  };
  if (document.visibilityState === "hidden") return start();
  document.addEventListener("visibilitychange", start);
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(hydrate);
