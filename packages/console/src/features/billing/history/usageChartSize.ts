// Apart from the chart's code, so its styles can hold the space without pulling d3 into the screen's own chunk.

/** The usage chart's height in px; the space is held before the chart loads or measures its width. */
export const CHART_HEIGHT = 240;

/** The width the chart is drawn for until its box is measured (or for good where nothing measures, as in jsdom). */
export const FALLBACK_WIDTH = 600;
