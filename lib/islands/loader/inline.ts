// The entry the post-export step bundles into each island page's inline script.
import { startLoader } from './main';

startLoader();
