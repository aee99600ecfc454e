import type { Db } from '../db/index';
import { settleRecharge } from '../money/recharge';
import { AlipayPayments } from './alipay';
import type { PaymentSettings } from './config';
import type { PaymentDriver } from './driver';
import { LocalPayments } from './local';

interface Log {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * The configured payment provider (issue 14). PAYMENT_DRIVER unset → `local` while development routes
 * are on, else none: then recharge says it is not available (chargerules/provider, payUrl).
 */
export class Payments {
  readonly driver: PaymentDriver | undefined;
  /** The local driver when it is the one configured (its page and development route need it). */
  readonly local: LocalPayments | undefined;

  constructor(
    settings: PaymentSettings,
    devRoutes: boolean,
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    const name = settings.driver ?? (devRoutes ? 'local' : undefined);
    this.local = name === 'local' ? new LocalPayments(settings.localSecret) : undefined;
    this.driver = name === 'alipay' && settings.alipay ? new AlipayPayments(settings.alipay, now) : this.local;
  }

  /**
   * A provider's notification (POST /pay/notify/:driver), by the same path for every driver: verified
   * by the driver, then settled exactly once (money/recharge.ts settleRecharge). A repeated one is
   * answered as taken and credits nothing; a bad signature, an unknown order or a wrong amount is
   * refused and logged, never credited.
   */
  async notify(driverName: string, fields: Record<string, string>, log: Log): Promise<{ status: number; body: string }> {
    const driver = this.driver;
    if (!driver || driver.name !== driverName) return { status: 404, body: 'fail' };
    const notice = driver.verify(fields);
    if ('refused' in notice) {
      log.warn(
        { driver: driverName, order: fields.out_trade_no ?? fields.order_id, reason: notice.refused },
        'payment notification refused',
      );
      return { status: 400, body: 'fail' };
    }
    if (!notice.paid) return { status: 200, body: driver.ack };
    const { settlement } = await settleRecharge(this.db, { ...notice, driver: driverName }, this.now());
    if (settlement === 'unknownOrder' || settlement === 'wrongAmount') {
      log.warn({ driver: driverName, order: notice.orderId, amount: notice.amount, reason: settlement }, 'payment notification refused');
      return { status: 400, body: 'fail' };
    }
    if (settlement === 'closed') {
      log.error(
        { driver: driverName, order: notice.orderId, trade: notice.tradeNo },
        'payment for an order closed unpaid: settle it by hand',
      );
    }
    return { status: 200, body: driver.ack };
  }
}
