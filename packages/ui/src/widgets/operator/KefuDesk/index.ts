export { KefuDesk, type KefuDeskProps, type KefuThread } from './KefuDesk';
