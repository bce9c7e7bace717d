import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/locales/**'],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  // WEB_OUT_DIR lets parallel builds (e.g. two developers' test runs) avoid sharing web/dist.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900, outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true },
});
