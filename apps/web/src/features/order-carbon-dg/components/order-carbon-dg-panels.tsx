import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { OrderDangerousGoods } from './order-dangerous-goods';
import { OrderEmissions } from './order-emissions';

/** What the order detail page shows of this feature: the dangerous goods lines, then the emissions. */
const OrderCarbonDgPanels = ({ order }: { order: TOrder }) => (
  <>
    <OrderDangerousGoods order={order} />
    <OrderEmissions order={order} />
  </>
);

export default OrderCarbonDgPanels;
