import { icon } from '../../components/icons'

// The cabinet's own icons (24 × 24 line drawings), in its chunk only.
export const ChevronRightIcon = /* @__PURE__ */ icon('m9 6 6 6-6 6')
export const ArrowLeftIcon = /* @__PURE__ */ icon('M19 12H5M11 6l-6 6 6 6')
export const IdCardIcon = /* @__PURE__ */ icon(
  'M3.5 6A1.5 1.5 0 0 1 5 4.5h14A1.5 1.5 0 0 1 20.5 6v12a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18ZM9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-3.5 4.5a3.5 3.5 0 0 1 7 0M14.5 9.5h3.5M14.5 13h3.5',
)
export const BellIcon = /* @__PURE__ */ icon(
  'M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0',
)
export const BuildingIcon = /* @__PURE__ */ icon(
  'M4 20.5h16M6 20.5V4h8v16.5M14 9h4v11.5M9 7.5h2M9 11h2M9 14.5h2',
)
export const BoxInIcon = /* @__PURE__ */ icon(
  'M12 3v9M8.5 8.5 12 12l3.5-3.5M4 13.5l2-2.5h3M20 13.5 18 11h-3M4 13.5V20h16v-6.5H15a3 3 0 0 1-6 0Z',
)
export const BoxOutIcon = /* @__PURE__ */ icon(
  'M12 12V3M8.5 6.5 12 3l3.5 3.5M4 13.5l2-2.5h3M20 13.5 18 11h-3M4 13.5V20h16v-6.5H15a3 3 0 0 1-6 0Z',
)
export const DocumentIcon = /* @__PURE__ */ icon(
  'M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8ZM14 3.5V8h4.5M9 12.5h6M9 16h6',
)
export const GlobeIcon = /* @__PURE__ */ icon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z',
)
export const HistoryIcon = /* @__PURE__ */ icon(
  'M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 4v4h4M12 7.5V12l3 2',
)
export const PulseIcon = /* @__PURE__ */ icon('M3 12h4l2.5-6 5 12 2.5-6h4')
export const TeamIcon = /* @__PURE__ */ icon(
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8',
)
export const KeyIcon = /* @__PURE__ */ icon(
  'M14.5 14a5 5 0 1 0-4.6-3L3.5 17.5V20.5h3v-2h2v-2h2l1.4-1.4a5 5 0 0 0 2.6.9ZM16 9.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
)
export const SteeringIcon = /* @__PURE__ */ icon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-6.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM3.2 11l6.4 1M20.8 11l-6.4 1M12 14.5V21',
)
export const CarIcon = /* @__PURE__ */ icon(
  'M4 16.5V12l2-5h12l2 5v4.5ZM4 12h16M6.5 19.5v-3M17.5 19.5v-3M7.5 14h1M15.5 14h1',
)
export const TrailerIcon = /* @__PURE__ */ icon(
  'M2.5 6.5h14v9h-14ZM16.5 13.5h5M7 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM12 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
)
