/**
 * One jest test per row of examples: `fn(input)` is `expected`. For the pure functions whose
 * contract reads best as a table (slugify, the chat router, CSV cells, payload kinds).
 * `title` takes it.each's printf tokens for the input and the expected value.
 */
export function eachCase<Input, Output>(
  fn: (input: Input) => Output,
  cases: ReadonlyArray<readonly [input: Input, expected: Output]>,
  title = '%j -> %j',
): void {
  it.each(cases.map(([input, expected]) => [input, expected]))(title, (input, expected) => {
    expect(fn(input as Input)).toBe(expected);
  });
}
