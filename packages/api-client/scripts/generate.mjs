#!/usr/bin/env node
// openapi.yaml → src/generated/schema.ts (openapi-typescript). `--check` exits 1 when the committed
// file differs from what the generator produces now.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const specUrl = new URL('../openapi.yaml', import.meta.url);
const outPath = fileURLToPath(new URL('../src/generated/schema.ts', import.meta.url));

export async function generate() {
  const ast = await openapiTS(specUrl, { alphabetize: false, immutable: false });
  return `// Generated from openapi.yaml by scripts/generate.mjs — do not edit by hand.\n// Run \`pnpm --filter @arena/api-client generate\` after changing the contract.\n\n${astToString(ast)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await generate();
  if (process.argv.includes('--check')) {
    const current = readFileSync(outPath, 'utf8');
    if (current !== text) {
      console.error('src/generated/schema.ts is stale: run `pnpm --filter @arena/api-client generate`.');
      process.exit(1);
    }
  } else {
    writeFileSync(outPath, text);
    console.log(`wrote ${outPath}`);
  }
}
