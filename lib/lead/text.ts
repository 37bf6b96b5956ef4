/**
 * Text cleaning shared by validation, the EmailJS params and drafts. Visitors paste from
 * phones, PDFs and chat apps, and bots paste anything: single-line values are made plain so
 * an email header, a subject or a CRM field can never be split or disguised; the message is
 * left as the visitor wrote it because it is sent as text, never rendered as HTML.
 */

// The characters that can reverse or hide text in a name or an address: the bidirectional
// controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) and the invisible ones
// (zero-width space U+200B, word joiner U+2060, byte-order mark U+FEFF, soft hyphen U+00AD).
// The joiners U+200C and U+200D stay: Persian, Hindi and other scripts spell words with them.
const HIDING_CHARS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u00AD]/g
// Control characters (CR, LF, tab, NUL...), Unicode line/paragraph separators and any other
// whitespace run become one space, so a value stays on one line.
const CONTROL_OR_SPACE_RUN = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu

/**
 * Why: a name, phone, email or address must be one clean line. NFKC turns full-width digits
 * and letters (４３７, ＠) into ASCII; direction-changing and invisible characters are removed (not the joiners some scripts need);
 * line breaks and control characters collapse to a space.
 */
export function cleanSingleLine(value: string): string {
  return value.normalize('NFKC').replace(HIDING_CHARS, '').replace(CONTROL_OR_SPACE_RUN, ' ').trim()
}

/**
 * Why: the message is the visitor's own words, so it keeps line breaks, HTML-looking text,
 * `{{braces}}`, emoji and right-to-left text literally. Only Windows and old Mac line endings
 * become `\n` and surrounding blank space is trimmed.
 */
export function cleanMessage(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim()
}

/**
 * Why: limits are about what a visitor sees, so a character is a code point: an emoji such as
 * 🦝 counts as one, not as its two UTF-16 units. A joined sequence (👨‍👩‍👧, a flag, a skin tone)
 * counts each code point it is made of.
 */
export function charCount(value: string): number {
  let count = 0
  for (const _char of value) count++
  return count
}

/** Why: EmailJS limits the request in bytes, and non-Latin text takes 2-4 bytes a character. */
export function utf8Bytes(value: string): number {
  return new TextEncoder().encode(value).length
}

/** Why: caps a value at `max` code points (see `charCount`), never cutting one in half. */
export function truncateChars(value: string, max: number): string {
  if (value.length <= max) return value
  return Array.from(value).slice(0, max).join('')
}

/**
 * Why: a link carries text URL-encoded (a space takes 3 characters, a letter of Punjabi 9), so a
 * cap on a link's length is on that: `value` cut to its longest start whose encoding is at most
 * `max` characters, never cutting a code point in half.
 */
export function truncateEncoded(value: string, max: number): string {
  if (max === Infinity || encodeURIComponent(value).length <= max) return value
  const chars = Array.from(value)
  // The longest start that fits has `fits` code points: at least `fits`, fewer than `over`.
  let [fits, over] = [0, chars.length]
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2)
    if (encodeURIComponent(chars.slice(0, middle).join('')).length <= max) fits = middle
    else over = middle
  }
  return chars.slice(0, fits).join('')
}

/**
 * Why: a half of an emoji's pair (a lone surrogate, left by a paste cut in the middle of one) has
 * no UTF-8 form, and a link's encoding throws on it: each becomes U+FFFD, the sign for a
 * character that could not be read.
 */
export function wellFormed(value: string): string {
  let out = ''
  for (const char of value) {
    const unit = char.charCodeAt(0)
    out += char.length === 1 && unit >= 0xd800 && unit <= 0xdfff ? '\uFFFD' : char
  }
  return out
}
