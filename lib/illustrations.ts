/** Every illustration is drawn on the same 8:5 canvas, so its box is reserved before it loads. */
export const illustrationSize = { width: 800, height: 500 } as const

/** A transparent 1x1 GIF: the `src` of an <img> whose <picture> shows a drawing only on some screens. */
export const blankImage = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='
