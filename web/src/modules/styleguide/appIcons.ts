import {
  ArrowDownIcon,
  ArrowUpIcon,
  BuildIcon,
  CaretDownIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CrossIcon,
  DisableIcon,
  DoubleCaretVerticalIcon,
  DownloadIcon,
  EditIcon,
  ErrorIcon,
  FloppyDiskIcon,
  LogOutIcon,
  MediaIcon,
  MenuIcon,
  NotificationsIcon,
  OfflineIcon,
  PauseIcon,
  PlusIcon,
  PrintIcon,
  RefreshIcon,
  SearchIcon,
  TagIcon,
  TickIcon,
  TimeIcon,
  TrashIcon,
  UploadIcon,
  UserIcon,
  VolumeOffIcon,
  VolumeUpIcon,
  WarningSignIcon,
} from '@blueprintjs/icons'
import type { ComponentType } from 'react'

export interface AppIcon {
  /** Blueprint's name for it (`warning-sign`). */
  name: string
  Icon: ComponentType<{ size?: number }>
}

/**
 * Every Blueprint icon the app renders, imported one by one (DESIGN §6): the icons
 * imported anywhere in src and those lib/icons.ts loads by name. /icons shows this list;
 * appIcons.test.ts fails when a source file uses an icon that is not on it, or when an
 * icon on it is no longer used.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { name: 'arrow-down', Icon: ArrowDownIcon },
  { name: 'arrow-up', Icon: ArrowUpIcon },
  { name: 'build', Icon: BuildIcon },
  { name: 'caret-down', Icon: CaretDownIcon },
  { name: 'chevron-down', Icon: ChevronDownIcon },
  { name: 'chevron-left', Icon: ChevronLeftIcon },
  { name: 'chevron-right', Icon: ChevronRightIcon },
  { name: 'chevron-up', Icon: ChevronUpIcon },
  { name: 'cross', Icon: CrossIcon },
  { name: 'disable', Icon: DisableIcon },
  { name: 'double-caret-vertical', Icon: DoubleCaretVerticalIcon },
  { name: 'download', Icon: DownloadIcon },
  { name: 'edit', Icon: EditIcon },
  { name: 'error', Icon: ErrorIcon },
  { name: 'floppy-disk', Icon: FloppyDiskIcon },
  { name: 'log-out', Icon: LogOutIcon },
  { name: 'media', Icon: MediaIcon },
  { name: 'menu', Icon: MenuIcon },
  { name: 'notifications', Icon: NotificationsIcon },
  { name: 'offline', Icon: OfflineIcon },
  { name: 'pause', Icon: PauseIcon },
  { name: 'plus', Icon: PlusIcon },
  { name: 'print', Icon: PrintIcon },
  { name: 'refresh', Icon: RefreshIcon },
  { name: 'search', Icon: SearchIcon },
  { name: 'tag', Icon: TagIcon },
  { name: 'tick', Icon: TickIcon },
  { name: 'time', Icon: TimeIcon },
  { name: 'trash', Icon: TrashIcon },
  { name: 'upload', Icon: UploadIcon },
  { name: 'user', Icon: UserIcon },
  { name: 'volume-off', Icon: VolumeOffIcon },
  { name: 'volume-up', Icon: VolumeUpIcon },
  { name: 'warning-sign', Icon: WarningSignIcon },
]
