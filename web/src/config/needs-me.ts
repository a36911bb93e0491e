/**
 * The window the cabinet's first tab shows expiries in: what is out of date, or will be within a
 * month. The panel asks with it, and so does index.html before the panel's code arrives.
 */
export const EXPIRY_WINDOW_DAYS = 30
