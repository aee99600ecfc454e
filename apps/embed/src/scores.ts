import { defineArenaScores } from './element';
import { mountFrame } from './frame';

// /embed/scores.js: defines <arena-scores>. The server to ask is the one that served this script
// (its own URL), so the snippet works on any site. Loaded by the iframe page (`data-frame` on the
// script tag), it also builds the element from the page's query and reports its height.
const script = document.currentScript as HTMLScriptElement | null;
const origin = script?.src ? new URL(script.src, location.href).origin : location.origin;

defineArenaScores({ origin });
if (script?.hasAttribute('data-frame')) mountFrame();
