import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { OrderDocumentsSection } from './order-documents-section';
import { ShippingInstructionSection } from './shipping-instruction-section';
import { WaybillSection } from './waybill-section';

/** What the order detail page shows of this feature: the shipping instruction, the order's files, then the CMA CGM waybill (ocean). */
const OrderDocumentsPanels = ({ order }: { order: TOrder }) => (
  <>
    <ShippingInstructionSection order={order} />
    <OrderDocumentsSection order={order} />
    <WaybillSection order={order} />
  </>
);

export default OrderDocumentsPanels;
