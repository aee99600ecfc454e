// The anchor-centre widget family (issue 15): becoming a streamer and the streamer's dashboard. One
// folder per widget, each with its own styles, stories and test; the rules and the image upload are shared.
export * from './ApplicationStatus';
export * from './ApplyForm';
export * from './GoLivePanel';
export type { ImageUploader } from './ImageUpload';
export * from './IncomeReport';
export * from './RoomSettings';
export { ANNOUNCEMENT_MAX_LENGTH, EXPERIENCE_MIN_LENGTH } from './rules';
