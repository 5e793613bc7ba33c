/** The element that carries the data a page was rendered from, as JSON (never run as script). */
export const SERVER_STATE_ID = 'server-state';
