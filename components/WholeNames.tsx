import { placeNamePieces } from '../lib/placePageNames'

/**
 * A heading's text with each place's name in it kept on one line wherever the line holds it
 * (`.whole` in base.css): "Wildlife in / Heart Lake West?", not "Wildlife in Heart / Lake West?".
 * A name wider than the line wraps inside itself; one too long for a phone's (lib/placePageNames.ts)
 * wraps with the words around it.
 */
export function WholeNames({ text }: { text: string }) {
  return placeNamePieces(text).map((piece, index) =>
    piece.className ? (
      <span key={index} className={piece.className}>
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  )
}
