import worker, { HOST_ROUTES } from './pages-worker.mjs';

const ORIGIN = 'https://www.example.test';

/** The worker with a stand-in for the host's asset server that records what reaches it. */
function run(pathname: string) {
  const served: string[] = [];
  const env = {
    ASSETS: {
      fetch: async (request: Request) => {
        served.push(new URL(request.url).pathname);
        return new Response('page', { status: 200 });
      },
    },
  };
  return worker
    .fetch(new Request(ORIGIN + pathname), env)
    .then((response) => ({ response, served }));
}

describe('the host worker (out/_worker.js)', () => {
  it.each(['//', '//about', '//evil.example/', '///x'])(
    'answers %s with a 400 of its own',
    async (path) => {
      const { response, served } = await run(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served).toEqual([]);
    },
  );

  it.each(['/_worker.js', '/_routes.json'])('answers its own file %s with a 404', async (path) => {
    const { response, served } = await run(path);
    expect(response.status).toBe(404);
    expect(served).toEqual([]);
  });

  it('hands every other path to the static host unchanged', async () => {
    const { response, served } = await run('/about');
    expect(response.status).toBe(200);
    expect(served).toEqual(['/about']);
  });

  it('answers every path the host routes to it, so none reaches the asset server through it', async () => {
    for (const pattern of HOST_ROUTES.include) {
      const { response, served } = await run(pattern.replace('*', 'x'));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(served).toEqual([]);
    }
  });
});
