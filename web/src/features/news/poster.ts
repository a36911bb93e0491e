/**
 * The posters' intrinsic size (the API's illustrations are 1200 × 675, 16:9). Given to every
 * `<img>`, so the browser reserves the space before the file arrives and nothing jumps.
 */
export const POSTER_WIDTH = 1200
export const POSTER_HEIGHT = 675
