// A busy port, named with the variable that moves it, before anything is built or spawned:
// wrangler would print "Serving ... at http://localhost:3000" and then die on the busy port.
// `npm start` and `npm run serve` call it for PORT (README "Run it").
import net from 'node:net';

/**
 * Why `port` cannot be listened on (in use, or not allowed), or null when it is free.
 */
export function portProblem(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${error.code})`),
    );
    probe.listen(port, () => probe.close(() => resolve(null)));
  });
}

/**
 * Exits with one line naming the port and the variable to set when the port is taken:
 * `variable` is the environment variable that chooses the port (e.g. 'PORT'), `command` how
 * the user started it, for the example.
 */
export async function assertPortFree(port: number, variable: string, command = 'npm start') {
  const problem = await portProblem(port);
  if (!problem) return;
  console.error(
    `Port ${port} ${problem} (another server is running there?). ` +
      `Stop it, or set ${variable} to a free port: ${variable}=${port + 1} ${command}`,
  );
  process.exit(1);
}
