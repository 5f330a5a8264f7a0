// tote.js: the script tag's file. The build replaces __TOTE_CHUNKS__ with the widget's chunk manifest.
import { startLoader, type ChunkManifest } from './start-loader.js';

declare const __TOTE_CHUNKS__: ChunkManifest;

const script = (document.currentScript ?? document.querySelector('script[data-client-id]')) as HTMLScriptElement | null;
if (script) startLoader(script, __TOTE_CHUNKS__);
