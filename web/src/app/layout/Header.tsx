import { Alignment, Button, Menu, MenuDivider, MenuItem, Navbar, Popover } from '@blueprintjs/core'
import {
  CaretDownIcon,
  KeyIcon,
  LogOutIcon,
  MenuIcon,
  TickIcon,
  UserIcon,
} from '@blueprintjs/icons'
import { Suspense, lazy, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { endSession, useSession } from '../../lib/session'
import { messages } from '../../lib/i18n'
import { THEME_CHOICES, setThemeChoice, useThemeChoice } from '../../lib/theme'
import type { ThemeChoice } from '../../lib/theme'
import { LanguageMenu } from './LanguageMenu'
import en from './messages.en.json'
import { SearchButton } from './palette/SearchButton'
import { toggleSidebar, useSidebarVisible } from './sidebarFlag'

const m = messages(en)
const THEME_LABELS: Record<ThemeChoice, () => string> = {
  light: m.themeLight,
  dark: m.themeDark,
  system: m.themeSystem,
}
/** The dialog's code: fetched the first time it opens, never with the shell. */
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'))

/** The id of the top bar's sidebar toggle (the focus goes back to it when the overlay closes). */
export const SIDEBAR_TOGGLE_ID = 'app-sidebar-toggle'

/**
 * The top bar: sidebar toggle and the account menu with the theme, the language, Change password
 * and Logout (docs/requirements.md#layout-and-sidebar).
 */
export function Header() {
  const session = useSession()
  const navigate = useNavigate()
  const sidebarVisible = useSidebarVisible()
  const themeChoice = useThemeChoice()
  const employee = session?.employee
  const [changingPassword, setChangingPassword] = useState(false)
  const name = employee ? `${employee.firstName} ${employee.lastName}` : m.account()

  const logout = () => {
    endSession()
    navigate('/login', { replace: true })
  }

  return (
    <header className="app-header">
      <Navbar>
        <Navbar.Group align={Alignment.START}>
          <Button
            id={SIDEBAR_TOGGLE_ID}
            variant="minimal"
            icon={<MenuIcon />}
            aria-label={sidebarVisible ? m.hideSidebar() : m.showSidebar()}
            aria-expanded={sidebarVisible}
            aria-controls="app-sidebar"
            onClick={toggleSidebar}
          />
          <Navbar.Divider />
          <Navbar.Heading className="app-header-title">{m.title()}</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <SearchButton />
          <Popover
            placement="bottom-end"
            content={
              <Menu aria-label={m.account()}>
                <MenuDivider title={name} />
                {employee && <MenuItem disabled text={employee.roleName} />}
                <MenuDivider title={m.theme()} />
                {THEME_CHOICES.map((choice) => (
                  <MenuItem
                    key={choice}
                    role="menuitemradio"
                    aria-checked={choice === themeChoice}
                    text={THEME_LABELS[choice]()}
                    labelElement={choice === themeChoice ? <TickIcon /> : undefined}
                    onClick={() => setThemeChoice(choice)}
                  />
                ))}
                <LanguageMenu />
                <MenuDivider />
                <MenuItem
                  icon={<KeyIcon />}
                  text={m.changePassword()}
                  onClick={() => setChangingPassword(true)}
                />
                <MenuItem icon={<LogOutIcon />} text={m.logout()} onClick={logout} />
              </Menu>
            }
          >
            <Button
              variant="minimal"
              icon={<UserIcon />}
              endIcon={<CaretDownIcon />}
              text={<span className="app-header-account-name">{name}</span>}
            />
          </Popover>
        </Navbar.Group>
      </Navbar>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </header>
  )
}
