/**
 * The portal's line icons (24 × 24, drawn with the text colour): `icon(path)` makes one. Icons are
 * decoration: the control they sit in carries the text or the label. Only the shell's icons live
 * here, as this module ships with every page; a feature draws its own with `icon()`.
 */
type IconProps = { className?: string; size?: number }

export function icon(path: string) {
  return function Icon({ className, size = 20 }: IconProps) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} />
      </svg>
    )
  }
}

export const PhoneIcon = /* @__PURE__ */ icon(
  'M5 3.5h3.2l1.6 4-2.1 1.3a11 11 0 0 0 5.5 5.5l1.3-2.1 4 1.6V17a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2Z',
)
export const MailIcon = /* @__PURE__ */ icon(
  'M3.5 6.5A1.5 1.5 0 0 1 5 5h14a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5ZM4 6.5l8 6 8-6',
)
export const SunIcon = /* @__PURE__ */ icon(
  'M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
)
export const MoonIcon = /* @__PURE__ */ icon('M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z')
export const MenuIcon = /* @__PURE__ */ icon('M4 7h16M4 12h16M4 17h16')
export const CloseIcon = /* @__PURE__ */ icon('M6 6l12 12M18 6 6 18')
export const UserIcon = /* @__PURE__ */ icon(
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20a7.5 7.5 0 0 1 15 0',
)
export const ChevronDownIcon = /* @__PURE__ */ icon('m6 9 6 6 6-6')
export const RssIcon = /* @__PURE__ */ icon(
  'M5 4.5a14.5 14.5 0 0 1 14.5 14.5M5 10.5a8.5 8.5 0 0 1 8.5 8.5M6 19a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
)
export const LogOutIcon = /* @__PURE__ */ icon(
  'M9.5 20H5.5a1.5 1.5 0 0 1-1.5-1.5v-13A1.5 1.5 0 0 1 5.5 4h4M15 16.5 19.5 12 15 7.5M19.5 12H9',
)
export const MapPinIcon = /* @__PURE__ */ icon(
  'M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
)
export const DashboardIcon = /* @__PURE__ */ icon(
  'M4 4h7v7H4ZM13 4h7v4h-7ZM13 10h7v10h-7ZM4 13h7v7H4Z',
)
