export { type ChargePackage, type PayType, payTypes, RechargePanel, type RechargePanelProps, type RechargeProvider } from './RechargePanel';
