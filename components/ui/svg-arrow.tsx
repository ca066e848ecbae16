/**
 * The arrowhead every drawn connector ends on, defined once per drawing: the service-hero
 * diagrams and the architecture diagrams share it, so an arrow reads the same on every page.
 * `auto-start-reverse` turns it round at a line's start, for a two-way connection. The id is
 * the caller's, since one page can show several drawings and each must point at its own.
 */
export function ArrowDefs({ id, fill }: { id: string; fill: string }) {
  return (
    <defs>
      <marker
        id={id}
        viewBox="0 0 10 10"
        refX="9"
        refY="5"
        markerWidth="7"
        markerHeight="7"
        orient="auto-start-reverse"
      >
        <path d="M0 1L9 5L0 9z" fill={fill} />
      </marker>
    </defs>
  );
}
