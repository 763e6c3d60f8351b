/**
 * `npm run demo:media`: renders the demo hotel's illustrations from their drawings
 * (demo/seed/art) into demo/media, the committed copies a first start puts in place.
 * Run it after changing a drawing, then commit demo/media.
 */
import { COMMITTED_MEDIA, renderCommittedMedia } from "../demo/seed/media";

const count = await renderCommittedMedia();
console.log(`${count} illustrations rendered into ${COMMITTED_MEDIA}`);
