/** Must match the grid's columns in styles/base.css: 2 on phones, 3 from 600 px, 4 from 960 px, at most 1200 px wide. */
export const GRID_SIZES = "(min-width: 1200px) 285px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw";
