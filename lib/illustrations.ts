/** Every illustration is drawn on the same 8:5 canvas, so its box is reserved before it loads. */
export const illustrationSize = { width: 800, height: 500 } as const
