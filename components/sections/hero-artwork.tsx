/** Abstract node-and-edge artwork for heroes: decorative, inline, fixed size. */
export function HeroArtwork() {
  const nodes = [
    [80, 90],
    [220, 50],
    [350, 120],
    [140, 210],
    [290, 250],
    [420, 260],
    [60, 330],
    [210, 370],
    [380, 380],
  ] as const;
  const edges = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 3],
    [3, 4],
    [2, 4],
    [4, 5],
    [2, 5],
    [3, 6],
    [6, 7],
    [4, 7],
    [7, 8],
    [5, 8],
  ] as const;
  return (
    <svg
      viewBox="0 0 480 440"
      width="480"
      height="440"
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-edge" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#9eaeff" stopOpacity="0.7" />
          <stop offset="1" stopColor="#fbb454" stopOpacity="0.5" />
        </linearGradient>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#7082fb" stopOpacity="0.55" />
          <stop offset="1" stopColor="#7082fb" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="260" cy="230" r="200" fill="url(#hero-glow)" />
      {edges.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={nodes[a][0]}
          y1={nodes[a][1]}
          x2={nodes[b][0]}
          y2={nodes[b][1]}
          stroke="url(#hero-edge)"
          strokeWidth="1.5"
        />
      ))}
      {nodes.map(([x, y], i) => (
        <g key={`${x}-${y}`}>
          <rect
            x={x - 22}
            y={y - 22}
            width="44"
            height="44"
            rx="12"
            fill="#12143a"
            stroke="#4c5cf0"
            strokeOpacity="0.7"
          />
          <circle
            cx={x}
            cy={y}
            r={i % 3 === 0 ? 7 : 5}
            fill={i % 4 === 1 ? '#fbb454' : '#9eaeff'}
          />
        </g>
      ))}
    </svg>
  );
}
