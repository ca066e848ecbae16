import { createElement } from 'react';
import { islandPropsJson } from './props';

describe('islandPropsJson', () => {
  it('serialises plain data and leaves undefined members out', () => {
    const json = islandPropsJson('x', {
      a: 'b',
      n: 2,
      t: true,
      z: null,
      list: [1, { k: 'v' }],
      u: undefined,
    });
    expect(JSON.parse(json)).toEqual({ a: 'b', n: 2, t: true, z: null, list: [1, { k: 'v' }] });
  });

  it.each([
    [
      'a React element',
      { icon: createElement('svg') },
      /prop props\.icon is not plain data \(a React element\)/,
    ],
    [
      'a function',
      { onClick: () => undefined },
      /prop props\.onClick is not plain data \(function\)/,
    ],
    ['a Date', { when: [new Date(0)] }, /prop props\.when\[0\] is not plain data \(Date\)/],
    ['NaN', { n: Number.NaN }, /prop props\.n is not plain data/],
  ])('refuses %s, naming the island and the prop', (_, props, message) => {
    expect(() => islandPropsJson('chat', props)).toThrow(/^island chat: /);
    expect(() => islandPropsJson('chat', props)).toThrow(message);
  });
});
