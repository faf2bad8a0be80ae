export * from './sarima';
