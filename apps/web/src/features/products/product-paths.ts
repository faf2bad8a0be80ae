export const PRODUCTS_PATH = '/company/product';
export const partnerProductsPath = (partnerId: string) => `/company/product/partner/${encodeURIComponent(partnerId)}`;
