/**
 * An island's props as the JSON its page carries for hydration (components/islands/island.tsx).
 * Only plain data crosses: strings, finite numbers, booleans, null, arrays and plain objects
 * (undefined members are left out, as JSON does). Anything else (a React element, a function, a
 * Date, a class instance) would not arrive as the server rendered it, so it throws, naming the
 * island and the prop's path.
 */
export function islandPropsJson(island: string, props: object): string {
  const check = (value: unknown, path: string): void => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
    if (typeof value === 'number' && Number.isFinite(value)) return;
    if (Array.isArray(value)) return value.forEach((item, i) => check(item, `${path}[${i}]`));
    const plainObject =
      typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
    if (plainObject && !('$$typeof' in value)) {
      for (const [key, item] of Object.entries(value))
        if (item !== undefined) check(item, `${path}.${key}`);
      return;
    }
    throw new Error(
      `island ${island}: prop ${path} is not plain data (${describe(value)}); pass strings, ` +
        'numbers, booleans, arrays or plain objects, and render the rest inside the island',
    );
  };
  check(props, 'props');
  return JSON.stringify(props);
}

function describe(value: unknown): string {
  if (typeof value !== 'object' || value === null) return typeof value;
  if ('$$typeof' in value) return 'a React element';
  return value.constructor?.name ?? 'an object';
}
