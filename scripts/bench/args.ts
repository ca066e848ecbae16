// The benches' command line: `--name value` options (repeatable) and `--name` switches.
const args = process.argv.slice(2);

/** Whether the switch `--name` was given. */
export const flag = (name: string) => args.includes(`--${name}`);

/** Every value given as `--name value`, in order. */
export const optionValues = (name: string) =>
  args.flatMap((arg, i) => {
    const value = args[i + 1];
    return arg === `--${name}` && value ? [value] : [];
  });

/** The first value of `--name`, or `fallback`. */
export const option = <T>(name: string, fallback: T) => optionValues(name)[0] ?? fallback;
