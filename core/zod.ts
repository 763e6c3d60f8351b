/**
 * The project's zod. Schemas run in the browser too, where the Content-Security-Policy
 * forbids eval: jitless mode keeps zod from probing `new Function` (a CSP violation).
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
