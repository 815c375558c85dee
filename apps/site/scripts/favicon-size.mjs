/** The favicon's side in pixels: a 16 px tab icon on a 3x screen. */
export const FAVICON_PX = 48;
