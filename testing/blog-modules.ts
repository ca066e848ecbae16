type BlogModules = {
  blog: typeof import('@/lib/content/blog');
  cards: typeof import('@/lib/content/blog-cards');
  copy: typeof import('@/lib/content/pages');
  pages: typeof import('@/lib/content/blog-pages');
  index: typeof import('@/lib/content/blog-index');
  feed: typeof import('@/lib/content/blog-feed');
  routes: typeof import('@/lib/routes');
};

/**
 * Loads every blog module afresh with CONTENT_DIR pointing at `dir` (and any other variables in
 * `env`), then puts the environment back: the loaders read it when they load, so tests on a temp
 * copy of content/ need a fresh module registry.
 */
export function loadBlogModules(dir: string, env: Record<string, string> = {}): BlogModules {
  const saved = { ...process.env };
  Object.assign(process.env, { CONTENT_DIR: dir, ...env });
  let modules!: BlogModules;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      blog: require('@/lib/content/blog'),
      cards: require('@/lib/content/blog-cards'),
      copy: require('@/lib/content/pages'),
      pages: require('@/lib/content/blog-pages'),
      index: require('@/lib/content/blog-index'),
      feed: require('@/lib/content/blog-feed'),
      routes: require('@/lib/routes'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  for (const key of ['CONTENT_DIR', ...Object.keys(env)]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  return modules;
}
