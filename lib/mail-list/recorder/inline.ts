// The entry scripts/build/inline-scripts.ts bundles into the inline script every page carries.
import { recordLandingPage } from './record-landing';

recordLandingPage();
