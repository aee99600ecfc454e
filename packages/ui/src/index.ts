// @arena/ui: explicit named exports.
export { ArenaUiProvider, type ArenaUiProviderProps } from './ArenaUiProvider';
export { type UiLocale, uiLocales, uiMessages } from './i18n';
export { darkTheme, lightTheme, type ThemeName, themes, vars } from './theme/vars.css';
export { Box, type BoxProps } from './primitives/Box/Box';
export { Inline, type InlineProps, Stack, type StackProps } from './primitives/Stack/Stack';
export { Heading, type HeadingProps, Text, type TextProps } from './primitives/Text/Text';
export { Icon, type IconName, iconNames, type IconProps } from './primitives/Icon/Icon';
export { Button, type ButtonProps, IconButton, type IconButtonProps, Spinner, type SpinnerProps, VisuallyHidden } from './primitives/Button/Button';
export {
  CodeField,
  type CodeFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './primitives/TextField/TextField';
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './primitives/Dialog/Dialog';
export { Badge, type BadgeProps, EmptyState, type EmptyStateProps, ErrorState, type ErrorStateProps, LevelBadge, LiveBadge } from './primitives/Feedback/Feedback';
export { QrCode, type QrCodeProps } from './primitives/QrCode/QrCode';
export { LiveAnnouncer, type LiveAnnouncerProps, useAnnounce } from './primitives/LiveAnnouncer/LiveAnnouncer';
