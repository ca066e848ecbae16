// The entry scripts/build/inline-scripts.mjs bundles into the inline script every page carries.
import { recordLandingPage } from './record-landing';

recordLandingPage();
