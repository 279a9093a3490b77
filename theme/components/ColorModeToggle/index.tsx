import { RSPRESS_CLASS, ThemeContext } from '../../rspressCompat';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext, useEffect, useState } from 'react';
import { COLOR_MODE_STORAGE_KEY } from '../../../site/constants';
import './index.css';

export interface ColorModeToggleProps {
  /** Called after the mode changed, e.g. to close the menu the toggle sits in. */
  onClick?: () => void;
}

/**
 * The light/dark switch as a real toggle button (the default theme's is a clickable div that
 * keyboard users cannot reach). The icon follows the `rp-dark` class set before paint.
 */
export function ColorModeToggle({ onClick }: ColorModeToggleProps) {
  const { theme, setTheme } = useContext(ThemeContext);
  const isPressed = useIsDarkAfterHydration(theme);
  return (
    <button
      type="button"
      className={`${RSPRESS_CLASS.switchAppearance} gjs-color-mode-toggle`}
      aria-label="Dark mode"
      aria-pressed={isPressed}
      title={theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => {
        const next = theme === 'dark' ? 'light' : 'dark';
        setTheme?.(next);
        rememberColorMode(next);
        onClick?.();
      }}
    >
      <SvgWrapper
        className={`${RSPRESS_CLASS.switchAppearanceIcon} ${RSPRESS_CLASS.switchAppearanceIconSun}`}
        icon={IconSun}
        fill="currentColor"
      />
      <SvgWrapper
        className={`${RSPRESS_CLASS.switchAppearanceIcon} ${RSPRESS_CLASS.switchAppearanceIconMoon}`}
        icon={IconMoon}
        fill="currentColor"
      />
    </button>
  );
}

/**
 * Stores the mode the reader chose. Rspress's `setTheme` stores `auto` when the choice equals the
 * OS preference, so the site would change with the OS later; the reader chose a mode, not "auto".
 * The storage event tells Rspress's theme state (it listens for it) to take the stored value.
 */
function rememberColorMode(mode: 'light' | 'dark') {
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY }));
}

/**
 * The server renders every page in light mode, so the pressed state is only announced once the
 * client knows the stored choice; React does not patch attributes that differ at hydration.
 */
function useIsDarkAfterHydration(theme: 'light' | 'dark'): boolean | undefined {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated ? theme === 'dark' : undefined;
}
