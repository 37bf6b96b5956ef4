import type { Icon as ServiceIcon } from '../content/services'

/** The project's own line icons (24 x 24, stroke-based), drawn for this site. */
const paths = {
  phone: 'M6.5 3h3l2 5-2.5 1.6a11 11 0 0 0 5.4 5.4L16 12.5l5 2v3A2.5 2.5 0 0 1 18.5 20 16.5 16.5 0 0 1 4 5.5 2.5 2.5 0 0 1 6.5 3z',
  message: 'M4.5 4.5h15A1.5 1.5 0 0 1 21 6v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4h-.5A1.5 1.5 0 0 1 3 15.5V6a1.5 1.5 0 0 1 1.5-1.5zM7.5 9h9M7.5 12.5h6',
  whatsapp: 'M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3zM9 8c0 3.5 3.5 7 7 7l.8-1.8-2.2-1-1 1c-1.3-.6-2.3-1.6-2.9-2.9l1-1-1-2.2z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  shield: 'M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  leaf: 'M5 19c0-8.5 5.5-14 15-14 0 9.5-5.5 15-14 15zM5 19l7.5-7.5',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  bolt: 'M13.5 2.5L5 13.5h6l-1 8 8.5-11h-6z',
  check: 'M5 12.5l4.5 4.5L19.5 7',
  chevronDown: 'M6 9.5l6 6 6-6',
  chevronRight: 'M9.5 6l6 6-6 6',
  arrowRight: 'M4 12h15M13 6l6 6-6 6',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6L6 18',
  mail: 'M4 5.5h16A1.5 1.5 0 0 1 21.5 7v10a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 17V7A1.5 1.5 0 0 1 4 5.5zM3 7l9 6.5L21 7',
  search: 'M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM15.5 15.5L21 21',
  camera: 'M4 7.5h3.5l1.5-2.5h6l1.5 2.5H20a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 20 19.5H4A1.5 1.5 0 0 1 2.5 18V9A1.5 1.5 0 0 1 4 7.5zM12 9.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  door: 'M6 21V4.5A1.5 1.5 0 0 1 7.5 3h9A1.5 1.5 0 0 1 18 4.5V21M3.5 21h17M14 12.5h.5M10 8l3 3-3 3',
  raccoon: 'M4 9.5L5.5 4l3.5 3h6L18.5 4 20 9.5c0 5.5-3.6 9.5-8 9.5s-8-4-8-9.5zM5.5 11.5c2-1.6 4.3-1.6 6.5 0 2.2-1.6 4.5-1.6 6.5 0-1.2 2.4-4 2.8-6.5 1-2.5 1.8-5.3 1.4-6.5-1zM11 16.5h2',
  squirrel: 'M15 20c3.5 0 5.5-2.5 5-6-.5-3.3-4.5-3.5-4.5-7.5C15.5 4.6 14 3.5 12.5 4c-2.2.7-1.4 4.5.5 6M13 20H7.5c-.3-3 1-5.5 3.5-6.5M10.5 13.5C9 12 7.5 12 6.5 13c-1 1.2-.6 3 1 3.5M8.5 8.8a1.8 1.8 0 1 1 2.4 2.6',
  skunk: 'M3 17c0-4 3-7 7-7h4c3 0 5 2 6 4l1.5 3M3 17h16M6 17v3M16 17v3M10 10c0-3 2-6 6-6s5 3 4.5 6M10 12.5c2.5-1.3 5.5-1.3 8 .5',
  bat: 'M2 8.5c2 0 3.2 1.8 3.2 3.8 1.2-1 3.1-.8 3.8 1 1-1.7 2-2.6 3-2.6s2 .9 3 2.6c.7-1.8 2.6-2 3.8-1 0-2 1.2-3.8 3.2-3.8-1 4.6-4 8-10 9.5-6-1.5-9-4.9-10-9.5z',
  bird: 'M3.5 14c3 0 5-2 6-5a4 4 0 0 1 7.8-1.2L21 9l-3.5 1.2c0 5.3-4 8.8-9 8.8l-3 2.2v-3.2C4.5 17.3 3.5 15.8 3.5 14zM14.5 8h.01',
  wasp: 'M12 9.5c2.5 0 4 2.3 4 5.2S14.5 20.5 12 21c-2.5-.5-4-3.4-4-6.3s1.5-5.2 4-5.2zM8.3 13.5h7.4M8.3 16.8h7.4M12 9.5V7M10 6.5a2 2 0 1 0 4 0 2 2 0 0 0-4 0M8 10.5C5 10 3.5 8 4 5.5c2.5.2 4 1.8 4.6 4M16 10.5c3-.5 4.5-2.5 4-5-2.5.2-4 1.8-4.6 4',
  emergency: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5M12 16h.01',
  attic: 'M3 11.5L12 4l9 7.5M5.5 9.5V20h13V9.5M8 16c1.3-1 2.7-1 4 0s2.7 1 4 0M8 13c1.3-1 2.7-1 4 0s2.7 1 4 0',
  exclusion: 'M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16',
  'dead-animal': 'M4.5 8h15l-1.6 12H6.1zM9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8M3 8h18',
  'not-offered': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
} as const satisfies Record<string, string> & Record<ServiceIcon, string>

export type IconName = keyof typeof paths

/** A decorative icon; the text next to it carries the meaning (aria-hidden). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'star' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={name === 'star' ? 1 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
