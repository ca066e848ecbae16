import type { ComponentType } from 'react';
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from '@/lib/islands/contract';
import type { IslandName } from '@/lib/islands/registry';
import { islandPropsJson } from '@/lib/islands/props';

interface IslandProps<P extends object> {
  /** The island's name in lib/islands/registry.ts, whose entry exports `component`. */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain data only (lib/islands/props.ts): the same props hydrate the island in the browser. */
  props: P;
}

/**
 * Where a page renders an island (docs/islands.md#the-island-contract): the component's HTML
 * inside a root element marked with the island's name and carrying its props as JSON. The
 * page's loader hydrates that root with the island's own module and these props; nothing else
 * on the page runs in the browser.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: islandPropsJson(name, props) }}>
      <Component {...props} />
    </div>
  );
}
