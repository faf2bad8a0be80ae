import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves `dist` with an SPA fallback in production; in development the API is proxied.
export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
