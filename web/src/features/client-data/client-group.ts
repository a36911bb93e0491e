/** Whose data a tab shows: an individual haulier's or a legal entity's (the cabinet's groups). */
export type ClientGroup = 'individual' | 'legal'
