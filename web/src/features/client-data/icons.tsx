import { icon } from '../../components/icons'

// The client-data tabs' own icons (24 × 24 line drawings), in their chunk only.
export const WalletIcon = /* @__PURE__ */ icon(
  'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5v10A2.5 2.5 0 0 0 6.5 20h13v-12h-13A2.5 2.5 0 0 1 4 7.5ZM16 14h.01',
)
