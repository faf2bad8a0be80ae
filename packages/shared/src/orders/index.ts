export * from './carbon';
export * from './order-model';
export * from './order-rules';
export * from './orders-messages';
export * from './projection';
export * from './tracking-events';
