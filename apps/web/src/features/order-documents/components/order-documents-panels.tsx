import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { OrderDocumentsSection } from './order-documents-section';
import { ShippingInstructionSection } from './shipping-instruction-section';

/** What the order detail page shows of this feature: the shipping instruction, then the order's files. */
const OrderDocumentsPanels = ({ order }: { order: TOrder }) => (
  <>
    <ShippingInstructionSection order={order} />
    <OrderDocumentsSection order={order} />
  </>
);

export default OrderDocumentsPanels;
