// `tsx scripts/postexport/main.ts` (npm run build, after next build): the steps that turn the
// export into out/ (build.ts); exits 1 with the reason, out/ left as it was, when one fails.
import { finishBuild } from './build';

const started = Date.now();
finishBuild({ root: process.cwd() }).then(
  () =>
    console.log(`build: out/ replaced in one rename (${Date.now() - started} ms after next build)`),
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('build: out/ is left as the previous build left it');
    process.exit(1);
  },
);
