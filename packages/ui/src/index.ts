// @arena/ui: explicit named exports.
export { ArenaUiProvider, type ArenaUiProviderProps } from './ArenaUiProvider';
export { ArenaUiRoot, type ArenaUiRootProps } from './ArenaUiRoot';
export { applyCspNonce } from './cspNonce';
export { type Catalog, mergeCatalogs, type UiLocale, uiLocales, uiMessages } from './i18n';
export { Avatar, type AvatarProps, avatarSizes, initialsOf } from './primitives/Avatar/Avatar';
export { Box, type BoxProps } from './primitives/Box/Box';
export {
  Button,
  type ButtonProps,
  IconButton,
  type IconButtonProps,
  Spinner,
  type SpinnerProps,
  VisuallyHidden,
} from './primitives/Button/Button';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox';
export { Calendar, type CalendarProps, DatePicker, type DatePickerProps, weekStarts } from './primitives/DatePicker/DatePicker';
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './primitives/Dialog/Dialog';
export {
  Badge,
  type BadgeProps,
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LevelBadge,
  LiveBadge,
} from './primitives/Feedback/Feedback';
export { HoverCard, type HoverCardProps } from './primitives/HoverCard/HoverCard';
export { Icon, type IconName, type IconProps, iconNames } from './primitives/Icon/Icon';
export { Link, type LinkProps, linkTones, linkUnderlines } from './primitives/Link/Link';
export { LiveAnnouncer, type LiveAnnouncerProps, useAnnounce } from './primitives/LiveAnnouncer/LiveAnnouncer';
export { NavigationProgress, type NavigationProgressProps } from './primitives/NavigationProgress/NavigationProgress';
export { type PageItem, Pagination, type PaginationProps, paginationRange } from './primitives/Pagination/Pagination';
export {
  type CountryCode,
  DEFAULT_COUNTRY_CODE,
  formatMobile,
  MOBILE_MAX_LENGTH,
  PhoneField,
  type PhoneFieldProps,
  type PhoneValue,
  parseMobile,
} from './primitives/PhoneField/PhoneField';
export { Popover, type PopoverProps, popoverAligns, popoverSides } from './primitives/Popover/Popover';
export { QrCode, type QrCodeProps } from './primitives/QrCode/QrCode';
export { Select, type SelectOption, type SelectProps, selectSizes } from './primitives/Select/Select';
export { Skeleton, type SkeletonProps, skeletonShapes } from './primitives/Skeleton/Skeleton';
export { Slider, type SliderProps } from './primitives/Slider/Slider';
export { Inline, type InlineProps, Stack, type StackProps } from './primitives/Stack/Stack';
export { Switch, type SwitchProps } from './primitives/Switch/Switch';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
  tabsVariants,
} from './primitives/Tabs/Tabs';
export { Heading, type HeadingProps, Text, type TextProps } from './primitives/Text/Text';
export {
  CodeField,
  type CodeFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './primitives/TextField/TextField';
export {
  DEFAULT_TOAST_DURATION,
  dismissAllToasts,
  dismissToast,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  type ToastTone,
  toast,
  toastTones,
} from './primitives/Toast/Toast';
export { Tooltip, type TooltipProps } from './primitives/Tooltip/Tooltip';
export { darkTheme, lightTheme, type ThemeName, themes, vars } from './theme/vars.css';
// ── Widgets (issue 15: becoming a streamer, the anchor centre) ──
export * from './widgets/anchor-centre';
// ── Widgets (issue 19: the sports database) ──
export * from './widgets/database';
export * from './widgets/esports';
export * from './widgets/Footer';
// ── Widgets (issue 19: /foresight match previews) ──
export * from './widgets/foresight';
// ── Widgets (issue 4: the shell and accounts) ──
export * from './widgets/LoginDialog';
// ── Widgets (issue 6: live rooms) ──
export * from './widgets/live';
// ── Widgets (issue 14: the member centre) ──
export * from './widgets/member';
// ── Widgets (issue 16: messaging) ──
export * from './widgets/messaging';
// ── Widgets (issue 15: running the room) ──
export * from './widgets/moderation';
export * from './widgets/NavBar';
// ── Widgets (issue 16: the operator console) ──
export * from './widgets/operator';
// ── Widgets (issue 12: QR login confirm page) ──
export * from './widgets/QrLoginConfirm';
// ── Widgets (issue 5: live scores) ──
export * from './widgets/scores';
// ── Widgets (issue 14: the wallet) ──
export * from './widgets/wallet';
