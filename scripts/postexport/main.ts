// `tsx scripts/postexport/main.ts`: runs the post-export step (step.ts) on out/; exits 1,
// with one line per problem and out/ untouched, when it cannot.
import path from 'node:path';
import { postExport } from './step';

const root = process.cwd();
postExport({ outDir: path.join(root, 'out'), root }).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`postexport: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
