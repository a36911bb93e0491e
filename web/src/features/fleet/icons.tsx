import { icon } from '../../components/icons'

// The fleet's own icons (24 × 24 line drawings), in its chunk only.
export const PencilIcon = /* @__PURE__ */ icon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16ZM13.5 6.5l4 4')
export const TrashIcon = /* @__PURE__ */ icon(
  'M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7',
)
export const PlusIcon = /* @__PURE__ */ icon('M12 5v14M5 12h14')
export const ArrowLeftIcon = /* @__PURE__ */ icon('M19 12H5M11 6l-6 6 6 6')
