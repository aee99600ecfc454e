// The date strip carries react-aria's date picker: loaded only when a results or schedule view shows it,
// so /score-live's first load stays smaller (issue 5 budget: initial JS ≤ 150 KB gzip).
export { DateStrip as default } from '@arena/ui';
