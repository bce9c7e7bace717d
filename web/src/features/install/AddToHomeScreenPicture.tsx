import classes from './install.module.css';

const BRAND = 'var(--mantine-color-brand-6)';
const INK = 'var(--mantine-color-gray-7)';
const FAINT = 'var(--mantine-color-gray-3)';

/** Safari's Share button (a box with an arrow up), as iOS draws it. */
function ShareGlyph({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g
      transform={`translate(${x} ${y})`}
      fill="none"
      stroke={colour}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M-6 -2 h-3 v13 h18 v-13 h-3" />
      <path d="M0 4 v-14 M-4 -6 l4 -4 l4 4" />
    </g>
  );
}

/** The "Add to Home Screen" row's icon: a plus in a rounded square. */
function AddGlyph({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="none" stroke={colour} strokeWidth="2" strokeLinecap="round">
      <rect x="-8" y="-8" width="16" height="16" rx="4" />
      <path d="M0 -4 v8 M-4 0 h8" />
    </g>
  );
}

/**
 * The two taps, without words so it serves every language: Safari's toolbar with Share
 * highlighted, then the share sheet with Add to Home Screen highlighted. Described by `label`.
 */
export function AddToHomeScreenPicture({ label }: { label: string }) {
  // Drawn the same way round in Arabic too, as iOS draws Safari's toolbar.
  return (
    <svg className={classes.picture} viewBox="0 0 320 190" role="img" aria-label={label}>
      <rect x="8" y="8" width="130" height="174" rx="16" fill="white" stroke={INK} strokeWidth="2" />
      <rect x="20" y="24" width="106" height="10" rx="5" fill={FAINT} />
      <rect x="20" y="44" width="80" height="8" rx="4" fill={FAINT} />
      <rect x="20" y="60" width="96" height="8" rx="4" fill={FAINT} />
      <rect x="20" y="76" width="70" height="8" rx="4" fill={FAINT} />
      <line x1="8" y1="146" x2="138" y2="146" stroke={FAINT} strokeWidth="2" />
      <path d="M26 158 l-5 6 l5 6 M44 158 l5 6 l-5 6" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <circle cx="73" cy="164" r="15" fill="none" stroke={BRAND} strokeWidth="3" />
      <ShareGlyph x={73} y={163} colour={BRAND} />
      <rect x="96" y="157" width="12" height="14" rx="2" fill="none" stroke={INK} strokeWidth="2" />
      <rect x="116" y="157" width="12" height="12" rx="2" fill="none" stroke={INK} strokeWidth="2" />
      <path d="M100 100 C 150 100, 150 120, 172 120" fill="none" stroke={BRAND} strokeWidth="2" strokeDasharray="4 4" />
      <path d="M166 114 l7 6 l-7 6" fill="none" stroke={BRAND} strokeWidth="2" strokeLinecap="round" />

      <rect x="182" y="8" width="130" height="174" rx="16" fill="white" stroke={INK} strokeWidth="2" />
      <rect x="194" y="24" width="106" height="24" rx="6" fill={FAINT} />
      <rect x="194" y="60" width="106" height="22" rx="6" fill="none" stroke={FAINT} strokeWidth="2" />
      <rect x="194" y="92" width="106" height="30" rx="6" fill="none" stroke={BRAND} strokeWidth="3" />
      <rect x="204" y="103" width="56" height="8" rx="4" fill={BRAND} opacity="0.35" />
      <AddGlyph x={284} y={107} colour={BRAND} />
      <rect x="194" y="132" width="106" height="22" rx="6" fill="none" stroke={FAINT} strokeWidth="2" />
    </svg>
  );
}
