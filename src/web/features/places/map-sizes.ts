/**
 * The maps' heights, given by each map's frame: the placeholder shown while the map's code loads and the
 * map itself fill the same box, so nothing below moves when the map appears. Each box is isolated: the
 * map's layers (z-index up to 1000) stay under the page's header, menus and dialogs.
 */
export const MAP_HEIGHTS = {
  results: "h-[26rem] sm:h-[32rem] lg:h-[36rem]",
  picker: "h-64 sm:h-80",
  mini: "h-48",
} as const;
