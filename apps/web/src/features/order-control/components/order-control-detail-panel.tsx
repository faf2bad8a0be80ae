import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { OrderControlPanel } from './order-control-panel';

// The order detail's slot passes `{ order }`; Shipment Control needs its id and whether the viewer owns it.
const OrderControlDetailPanel = ({ order }: { order: TOrder }) => (
  <OrderControlPanel recordId={order.id} isOwner={order.viewerRole === 'owner'} />
);

export default OrderControlDetailPanel;
