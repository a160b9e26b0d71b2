import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The api helper's server; every service prefix the SPA calls is proxied to it in dev.
const API_ORIGIN = process.env.HEARTH_API_ORIGIN ?? 'http://localhost:8181';
const API_PREFIXES = [
  '/identity',
  '/identity-broker',
  '^/service-',
  '/cdn',
  '/healthz',
  '/docs',
  '/waitlist',
  '/ft',
  '/a/',
];

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // The manifest lets the bench add up the JavaScript of a page (entry plus its lazy route chunks).
    manifest: true,
    emptyOutDir: true,
    // The data block is the only script the server rewrites; nothing else may be inlined (CSP script-src 'self').
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Cached across deploys: the framework changes far less often than the app.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 25,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 15 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 8282,
    strictPort: true,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 8282,
    strictPort: true,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
});
