/**
 * Turns a share card's SVG into a PNG with resvg compiled to WebAssembly: no native binary, so
 * the same code runs on any machine and in Lambda. Its two inputs that are files (the renderer's
 * WebAssembly module and the card's face) travel beside the function's bundle, where infra copies
 * them (SHARE_CARD_FILES); unbundled, they are read from node_modules.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { CARD_FONT_FAMILY } from './share-card-svg';

/** The package files the renderer reads, copied beside the bundle of a function that draws cards. */
export const SHARE_CARD_FILES = {
  wasm: '@resvg/resvg-wasm/index_bg.wasm',
  regular: '@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf',
  italic: '@expo-google-fonts/cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf',
} as const;

/** A package file beside this module's bundle (its base name), else where Node resolves it. */
function bundledFile(spec: string): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), basename(spec));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(spec);
}

let loading: Promise<Uint8Array[]> | undefined;

/** Starts the WebAssembly module once per process and reads the faces; a failed start is tried again next time. */
function ready(): Promise<Uint8Array[]> {
  const started =
    loading ??
    (async () => {
      const read = (spec: string) => readFile(bundledFile(spec));
      const [wasm, regular, italic] = await Promise.all([
        read(SHARE_CARD_FILES.wasm),
        read(SHARE_CARD_FILES.regular),
        read(SHARE_CARD_FILES.italic),
      ]);
      await initWasm(wasm);
      return [regular, italic];
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  loading = started;
  return started;
}

/** The card drawn as a PNG at its own size. Only the bundled faces are used: a server has no fonts of its own. */
export async function drawShareCard(svg: string): Promise<Uint8Array> {
  const fontBuffers = await ready();
  const resvg = new Resvg(svg, {
    font: { fontBuffers, defaultFontFamily: CARD_FONT_FAMILY, serifFamily: CARD_FONT_FAMILY, sansSerifFamily: CARD_FONT_FAMILY },
    fitTo: { mode: 'original' },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
