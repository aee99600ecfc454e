export { type MemberSession, type SessionDevice, SessionList, type SessionListProps, sessionDevices } from './SessionList';
