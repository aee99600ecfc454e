export { type GoalPopupItem, type GoalPopupKind, GoalPopupStack, type GoalPopupStackProps, goalPopupKinds } from './GoalPopup';
export { goalPopupTopInset } from './topInset';
