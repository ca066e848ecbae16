import {
  M,
  MockupWindow,
  Panel,
  T,
  type MockupSceneProps,
} from '@/components/products/mockup-frame';

const vehicles = [
  { id: 'TRK-214', driver: 'R. Mehta', status: 'Moving', detail: '62 km/h · NH-48' },
  { id: 'VAN-087', driver: 'S. Khan', status: 'Idle', detail: 'Idle 8 min · Sitapura' },
  { id: 'TRK-198', driver: 'A. Verma', status: 'Moving', detail: '48 km/h · Ring Road' },
  { id: 'VAN-102', driver: 'P. Nair', status: 'Stopped', detail: 'Delivery stop 3 of 9' },
  { id: 'TRK-230', driver: 'K. Singh', status: 'Moving', detail: '55 km/h · Tonk Road' },
  { id: 'VAN-115', driver: 'D. Rao', status: 'Moving', detail: '34 km/h · MI Road' },
];

const statusColour: Record<string, string> = {
  Moving: M.green,
  Idle: M.accentDeep,
  Stopped: M.ink400,
};

const markers = [
  { x: 640, y: 300, c: M.green, selected: true },
  { x: 560, y: 430, c: M.accentDeep },
  { x: 790, y: 210, c: M.green },
  { x: 850, y: 470, c: M.ink400 },
  { x: 700, y: 520, c: M.green },
  { x: 520, y: 200, c: M.green },
];

/** Drawn UI of the fleet product: the vehicle list beside a live map with route and geofence. */
export function FleetTrackingMap({ kpis, idPrefix = '' }: MockupSceneProps) {
  const mapClip = `${idPrefix}fleet-map-clip`;
  return (
    <MockupWindow
      product="GeoFleet"
      items={['Live map', 'Vehicles', 'Trips', 'Drivers', 'Alerts', 'Reports']}
      title="Live fleet map"
    >
      {kpis.slice(0, 1).map((online) => (
        <g key={online.label}>
          <rect x="762" y="62" width="168" height="26" rx="13" fill={M.greenSoft} />
          <circle cx="780" cy="75" r="4" fill={M.green} />
          <T x={792} y={79} size={11} weight={600} fill={M.greenInk}>
            {online.value} {online.label}
          </T>
        </g>
      ))}

      <Panel x={214} y={100} w={220} h={480} title="Vehicles" />
      {vehicles.map((v, i) => (
        <g key={v.id}>
          {i === 0 && <rect x="222" y={140} width="204" height="62" rx="10" fill={M.brand100} />}
          <circle cx="240" cy={162 + i * 68} r="5" fill={statusColour[v.status]} />
          <T x={254} y={166 + i * 68} size={12.5} weight={700} fill={M.ink950}>
            {v.id}
          </T>
          <T x={418} y={166 + i * 68} size={10.5} weight={600} fill={M.ink600} anchor="end">
            {v.status}
          </T>
          <T x={254} y={184 + i * 68} size={11} fill={M.ink600}>
            {v.driver} · {v.detail}
          </T>
          {i < vehicles.length - 1 && (
            <line x1="230" x2="418" y1={204 + i * 68} y2={204 + i * 68} stroke={M.ink100} />
          )}
        </g>
      ))}

      <defs>
        <clipPath id={mapClip}>
          <rect x="446" y="100" width="484" height="480" rx="12" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${mapClip})`}>
        <rect x="446" y="100" width="484" height="480" fill={M.mapLand} />
        <path
          d="M446 470 C 520 430, 560 500, 640 470 S 780 380, 930 420 V 580 H 446 Z"
          fill={M.mapPark}
        />
        <ellipse cx="820" cy="180" rx="80" ry="50" fill={M.mapPark} />
        <path
          d="M446 360 C 540 340, 600 380, 700 350 S 860 300, 930 320"
          fill="none"
          stroke={M.mapWater}
          strokeWidth="14"
        />
        {[
          'M446 250 H930',
          'M446 520 C 560 520, 640 540, 930 500',
          'M600 100 V580',
          'M780 100 C 760 260, 820 400, 790 580',
          'M446 150 C 560 200, 700 160, 930 230',
        ].map((d) => (
          <g key={d}>
            <path d={d} fill="none" stroke={M.ink200} strokeWidth="12" />
            <path d={d} fill="none" stroke={M.white} strokeWidth="8" />
          </g>
        ))}
        <path
          d="M520 470 L 600 430 L 600 300 L 640 300"
          fill="none"
          stroke={M.brand500}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M640 300 L 700 270 L 785 250 L 790 210"
          fill="none"
          stroke={M.brand500}
          strokeWidth="4"
          strokeDasharray="2 8"
          strokeLinecap="round"
        />
        <path
          d="M700 440 L 880 420 L 900 560 L 690 570 Z"
          fill={M.accent}
          fillOpacity="0.12"
          stroke={M.accentDeep}
          strokeDasharray="6 5"
          strokeWidth="2"
        />
        {/* Two short lines inside the fence's left edge: a phone shows the map only up to
            x 764 (phoneWindow in product-mockup.tsx), which cut "Depot geofence" on one line. */}
        <T x={708} y={460} size={11} weight={700} fill={M.amberInk}>
          Depot
        </T>
        <T x={708} y={474} size={11} weight={700} fill={M.amberInk}>
          geofence
        </T>
        {markers.map((m) => (
          <g key={`${m.x}-${m.y}`}>
            {m.selected && <circle cx={m.x} cy={m.y} r="20" fill={m.c} fillOpacity="0.2" />}
            <circle cx={m.x} cy={m.y} r="10" fill={m.c} stroke={M.white} strokeWidth="3" />
          </g>
        ))}
        <g>
          <rect x="560" y="192" width="170" height="84" rx="10" fill={M.white} stroke={M.ink200} />
          <path d="M630 276 l10 12 10 -12 z" fill={M.white} />
          <T x={574} y={214} size={12.5} weight={800} fill={M.ink950}>
            TRK-214 · On route
          </T>
          <T x={574} y={234} size={11} fill={M.ink700}>
            62 km/h · Fuel 71%
          </T>
          <T x={574} y={252} size={11} fill={M.ink700}>
            Next stop: Sitapura depot
          </T>
          <T x={574} y={268} size={11} weight={700} fill={M.green}>
            ETA 14:35 · on time
          </T>
        </g>
        <rect x="886" y="116" width="32" height="64" rx="8" fill={M.white} stroke={M.ink200} />
        <T x={902} y={141} size={16} weight={700} fill={M.ink700} anchor="middle">
          +
        </T>
        <line x1="892" x2="912" y1="148" y2="148" stroke={M.ink200} />
        <T x={902} y={170} size={16} weight={700} fill={M.ink700} anchor="middle">
          −
        </T>
      </g>
      <rect x="446" y="100" width="484" height="480" rx="12" fill="none" stroke={M.ink200} />
    </MockupWindow>
  );
}
