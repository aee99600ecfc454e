import { defineConfig } from 'vite';
import { precompressPlugin } from '../../scripts/vite-precompress';

// `/embed/scores.js`: one self-contained file (IIFE, no framework) that defines <arena-scores>.
// `public/scores.html` (the iframe page, served at /embed/scores) is copied next to it.
export default defineConfig({
  plugins: [precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/scores.ts',
      name: 'ArenaScores',
      formats: ['iife'],
      fileName: () => 'scores.js',
    },
  },
});
