// `npm start`: builds the static site into out/ and serves it on Cloudflare Pages' local
// runtime (scripts/preview/serve.mjs) at
// http://localhost:3000 (clean URLs, real 404s, redirects, headers), with the local mail-list
// service beside it at http://localhost:8787 (the API base the default build points at), so a
// fresh clone has working forms. Leads are stored in .data/mail-list.sqlite, and unless
// MAIL_LIST_SMTP_URL says otherwise the service e-mails each lead to a local mail catcher whose
// page (http://127.0.0.1:1080) shows what a person would receive
// (docs/lead-delivery.md#the-local-mail-catcher).
import { spawn, spawnSync } from 'node:child_process';
import { startMailCatcher } from './mail-catcher.mjs';
import { assertPortFree } from './port.mjs';
import { superviseChild } from './supervise-child.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const sitePort = process.env.PORT ?? '3000';
// Before the build: a busy port would otherwise be found only after minutes of building.
await assertPortFree(Number(sitePort), 'PORT');

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
/** @type {Record<string, string>} */
const deliveryEnv = {};
let catcher;
if (!process.env.MAIL_LIST_SMTP_URL) {
  catcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    httpPort: Number(process.env.MAIL_CATCHER_PORT ?? 1080),
  });
  deliveryEnv.MAIL_LIST_SMTP_URL = catcher.smtpUrl;
  deliveryEnv.MAIL_LIST_NOTIFY_TO = process.env.MAIL_LIST_NOTIFY_TO ?? 'sales@localhost';
  console.log(`mail catcher: the e-mail each lead produces is shown at ${catcher.url}`);
}
const serviceEnv = {
  ...process.env,
  ...deliveryEnv,
  MAIL_LIST_ALLOWED_ORIGINS:
    process.env.MAIL_LIST_ALLOWED_ORIGINS ??
    `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
};

const site = spawn(process.execPath, ['scripts/preview/serve.mjs', '--port', sitePort], {
  stdio: 'inherit',
});
// The service is restarted if it ever exits (one line says why); the site keeps serving.
const mailList = superviseChild({
  name: 'mail-list',
  command: process.execPath,
  args: ['server/mail-list/main.mjs'],
  options: { stdio: 'inherit', env: serviceEnv },
});

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  if (site.exitCode === null) site.kill('SIGTERM');
  // Give the mail-list service a moment to commit and close its database.
  mailList
    .stop()
    .then(() => catcher?.close())
    .then(() => process.exit(code));
  setTimeout(() => process.exit(code), 3_500).unref();
};
site.on('exit', (code, signal) => {
  if (!stopping)
    console.error(`site: ${signal ? `killed by ${signal}` : `exited with code ${code}`}`);
  stop(code ?? 1);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
