// After `next build` (package.json build): Next copies public/ into out/ whole, so an editor's
// original photo would be published beside its renditions. This deletes it from out/.
import path from 'node:path';
import { removeOriginalPhotos } from '../../lib/images/originals.mjs';

const removed = removeOriginalPhotos(path.join(process.cwd(), 'out'));
console.log(
  `unpublish-originals: ${removed.length} original photo${removed.length === 1 ? '' : 's'} kept out of out/` +
    (removed.length ? ` (${removed.join(', ')})` : ''),
);
