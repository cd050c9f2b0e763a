import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// In `vite dev` the gateway (which also serves the built app in production) answers /api and /socket.io.
// The Host header is kept (changeOrigin: false) so it matches the browser's Origin, which the gateway
// checks on state-changing requests.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

// The plugins take their `vite` types from the repository root (vite 8, which vitest runs on) while the
// app builds with this workspace's vite 7: the same plugin API at runtime, two copies of its types.
const plugins = [react(), tailwindcss()] as unknown as PluginOption[];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/socket.io': { target: gateway, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the app: in chunks of their own, a release of the app
        // leaves them cached in the browser. React alone is ~200 kB minified, over Vite's 500 kB warning
        // only together with everything else.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          if (/\/node_modules\/(zod|@tanstack|socket\.io-client|engine\.io-client|socket\.io-parser)\//.test(id)) return 'data';
          return undefined;
        },
      },
    },
  },
});
