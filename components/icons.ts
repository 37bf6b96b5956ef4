/**
 * Path data of the project's own line icons (24 x 24, stroke-based), drawn for this site.
 * One export per icon so that a page's bundle carries only the icons it draws.
 */
export const phone = 'M6.5 3h3l2 5-2.5 1.6a11 11 0 0 0 5.4 5.4L16 12.5l5 2v3A2.5 2.5 0 0 1 18.5 20 16.5 16.5 0 0 1 4 5.5 2.5 2.5 0 0 1 6.5 3z'
export const message = 'M4.5 4.5h15A1.5 1.5 0 0 1 21 6v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4h-.5A1.5 1.5 0 0 1 3 15.5V6a1.5 1.5 0 0 1 1.5-1.5zM7.5 9h9M7.5 12.5h6'
export const whatsapp = 'M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3zM9 8c0 3.5 3.5 7 7 7l.8-1.8-2.2-1-1 1c-1.3-.6-2.3-1.6-2.9-2.9l1-1-1-2.2z'
export const clock = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2'
export const shield = 'M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6zM8.5 12l2.5 2.5 4.5-5'
export const leaf = 'M5 19c0-8.5 5.5-14 15-14 0 9.5-5.5 15-14 15zM5 19l7.5-7.5'
export const pin = 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z'
export const bolt = 'M13.5 2.5L5 13.5h6l-1 8 8.5-11h-6z'
export const check = 'M5 12.5l4.5 4.5L19.5 7'
export const chevronDown = 'M6 9.5l6 6 6-6'
export const chevronRight = 'M9.5 6l6 6-6 6'
export const arrowRight = 'M4 12h15M13 6l6 6-6 6'
export const menu = 'M4 6.5h16M4 12h16M4 17.5h16'
export const close = 'M6 6l12 12M18 6L6 18'
export const mail = 'M4 5.5h16A1.5 1.5 0 0 1 21.5 7v10a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 17V7A1.5 1.5 0 0 1 4 5.5zM3 7l9 6.5L21 7'
export const search = 'M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM15.5 15.5L21 21'
export const camera = 'M4 7.5h3.5l1.5-2.5h6l1.5 2.5H20a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 20 19.5H4A1.5 1.5 0 0 1 2.5 18V9A1.5 1.5 0 0 1 4 7.5zM12 9.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z'
export const door = 'M6 21V4.5A1.5 1.5 0 0 1 7.5 3h9A1.5 1.5 0 0 1 18 4.5V21M3.5 21h17M14 12.5h.5M10 8l3 3-3 3'
export const star = 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z'
