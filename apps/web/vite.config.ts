import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/vite-precompress';
import { bootShellPlugin } from './vite-boot-shell';
import { routePreloadPlugin } from './vite-route-preload';

// `pnpm dev` runs the server on API_PORT (default 8081) and this Vite server on PORT (default 8080);
// everything that is not the app itself goes to the server.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;
const proxied = ['/api', '/dev', '/hls', '/embed', '/uploads', '/storybook', '/pay'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), bootShellPlugin(), routePreloadPlugin(), precompressPlugin()],
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: true }])),
      '/ws': { target: apiTarget, ws: true },
      '/im': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Issue 13: everything the entry imports statically goes out as one file instead of ~16 small
        // ones. A phone on slow 4G pays a round trip per request beyond the six an HTTP/1.1 origin
        // runs at once; Lighthouse's mobile run modelled /m/main's first paint behind them.
        codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] },
      },
    },
  },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'] },
});
