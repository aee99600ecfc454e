export { NewMessageNotice, type NewMessageNoticeProps } from './NewMessageNotice';
