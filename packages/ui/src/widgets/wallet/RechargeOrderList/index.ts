export { type RechargeOrderItem, RechargeOrderList, type RechargeOrderListProps } from './RechargeOrderList';
