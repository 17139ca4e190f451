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
import { THEME_CHOICES, THEME_LABELS, setThemeChoice, useThemeChoice } from '../../lib/theme'
import { SearchButton } from './palette/SearchButton'
import { toggleSidebar, useSidebarVisible } from './sidebarFlag'

/** The dialog's code: fetched the first time it opens, never with the shell. */
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'))

/** The id of the top bar's sidebar toggle (the focus goes back to it when the overlay closes). */
export const SIDEBAR_TOGGLE_ID = 'app-sidebar-toggle'

/**
 * The top bar: sidebar toggle and the account menu with the theme, Change password and Logout
 * (docs/requirements.md#layout-and-sidebar).
 */
export function Header() {
  const session = useSession()
  const navigate = useNavigate()
  const sidebarVisible = useSidebarVisible()
  const themeChoice = useThemeChoice()
  const employee = session?.employee
  const [changingPassword, setChangingPassword] = useState(false)
  const name = employee ? `${employee.firstName} ${employee.lastName}` : 'Account'

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
            aria-label={sidebarVisible ? 'Hide the sidebar' : 'Show the sidebar'}
            aria-expanded={sidebarVisible}
            aria-controls="app-sidebar"
            onClick={toggleSidebar}
          />
          <Navbar.Divider />
          <Navbar.Heading className="app-header-title">Food back-office</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <SearchButton />
          <Popover
            placement="bottom-end"
            content={
              <Menu aria-label="Account">
                <MenuDivider title={name} />
                {employee && <MenuItem disabled text={employee.roleName} />}
                <MenuDivider title="Theme" />
                {THEME_CHOICES.map((choice) => (
                  <MenuItem
                    key={choice}
                    role="menuitemradio"
                    aria-checked={choice === themeChoice}
                    text={THEME_LABELS[choice]}
                    labelElement={choice === themeChoice ? <TickIcon /> : undefined}
                    onClick={() => setThemeChoice(choice)}
                  />
                ))}
                <MenuDivider />
                <MenuItem
                  icon={<KeyIcon />}
                  text="Change password"
                  onClick={() => setChangingPassword(true)}
                />
                <MenuItem icon={<LogOutIcon />} text="Logout" onClick={logout} />
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
