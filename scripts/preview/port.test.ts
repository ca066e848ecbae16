import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// `npm run serve` (and `npm start`, through the same helper) on a port something else holds.
describe('a busy port', () => {
  let busy: net.Server;
  let port = 0;
  beforeAll(async () => {
    busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, resolve));
    port = (busy.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('stops npm run serve at once, naming the port and PORT, the variable that moves it', () => {
    const serve = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join('scripts/preview/serve.ts')],
      {
        env: { ...process.env, PORT: String(port) },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(serve.status).toBe(1);
    expect(serve.stdout).not.toContain('Serving');
    expect(serve.stderr).toContain(`Port ${port} is already in use`);
    expect(serve.stderr).toContain(`PORT=${port + 1} npm run serve`);
  });
});
