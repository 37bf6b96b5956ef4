import { placeNamePieces } from '../lib/placePageNames'

/**
 * A heading's text with each place's name in it kept on one line wherever the line holds it
 * (`.whole` in base.css): "Wildlife in / Heart Lake West?", not "Wildlife in Heart / Lake West?".
 * A name wider than the line still wraps inside itself.
 */
export function WholeNames({ text }: { text: string }) {
  return placeNamePieces(text).map((piece, index) =>
    piece.whole ? (
      <span key={index} className="whole">
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  )
}
