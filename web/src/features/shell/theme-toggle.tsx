import { useLingui } from '@lingui/react/macro'
import { MoonIcon, SunIcon } from '../../components/icons'
import { toggleTheme, useTheme } from '../../lib/theme'
import styles from './controls.module.css'

/** The dark theme, on or off (a toggle button); `withLabel` shows its name beside the icon. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useLingui()
  const dark = useTheme() === 'dark'
  const label = t`Dark theme`
  return (
    <button
      type="button"
      className={withLabel ? styles.themeWide : styles.theme}
      aria-pressed={dark}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      onClick={toggleTheme}
    >
      {dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
      {withLabel && <span>{label}</span>}
    </button>
  )
}
