export { GoLivePanel, type GoLivePanelProps, type IngestInfo } from './GoLivePanel';
