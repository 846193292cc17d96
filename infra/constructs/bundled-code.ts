import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, buildSync } from 'esbuild';
import { type LayerLibrary, layerImports } from './dependency-layer';

export interface BundleProps {
  readonly projectRoot: string;
  /** The TypeScript module exporting the handler. */
  readonly entry: string;
  readonly sourceMaps: boolean;
  /** Libraries loaded from the shared dependency layer instead of bundled (see dependency-layer.ts). */
  readonly fromLayer?: readonly LayerLibrary[];
  /**
   * Package files the code reads at run time (`@scope/package/file.wasm`), copied beside the
   * bundle under their base names, where the code looks first.
   */
  readonly files?: readonly string[];
}

/**
 * What NodejsFunction would pass to esbuild for us: one ES module for Node 24, minified, the AWS
 * SDK left to the runtime (it ships v3; bundling it again only slows cold starts), and a
 * `require` for the CommonJS dependencies that call it, which an ES module lacks. The libraries
 * named by `fromLayer` are left to the dependency layer, required from it at load.
 */
export function esbuildOptions(props: BundleProps, outfile: string): BuildOptions {
  const layer = layerImports(props.fromLayer ?? []);
  return {
    entryPoints: [props.entry],
    outfile,
    absWorkingDir: props.projectRoot,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: `import { createRequire } from 'module'; const require = createRequire(import.meta.url);${layer.banner}` },
    alias: layer.alias,
    minify: true,
    sourcemap: props.sourceMaps,
    sourcesContent: false,
    external: ['@aws-sdk/*'],
    // The web's components import their stylesheets; a function drawing pages with them (the
    // product pages) needs their markup only, as the web build inlines the styles.
    loader: { '.css': 'empty' },
    // Libraries that ship a development build beside their production one (React) get the latter.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  };
}

/**
 * A function's code, bundled by esbuild in this process. NodejsFunction's own bundling starts
 * `npx esbuild` once per function, seconds each before esbuild even runs; with one function per
 * route that was most of the synth time. This goes through CDK's local bundling hook all the
 * same, so assets are hashed on their output and `aws:cdk:bundling-stacks` still skips it.
 */
export function bundledCode(props: BundleProps): Code {
  if (!existsSync(props.entry)) throw new Error(`Cannot find handler file ${props.entry}`);
  const entry = relative(props.projectRoot, props.entry);
  return Code.fromAsset(dirname(props.entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling either succeeds or throws. The command names the entry and
      // the layer's libraries, which keeps CDK's per-synth asset cache apart for functions
      // sharing a source folder.
      image: DockerImage.fromRegistry('dummy'),
      command: [
        'esbuild',
        entry,
        '--bundle',
        '--format=esm',
        '--outfile=index.mjs',
        ...(props.fromLayer ?? []).map((library) => `--external:${library}`),
        ...(props.files ?? []),
      ],
      local: {
        tryBundle(outputDir: string): boolean {
          buildSync(esbuildOptions(props, join(outputDir, 'index.mjs')));
          const resolve = createRequire(join(props.projectRoot, 'package.json')).resolve;
          for (const file of props.files ?? []) copyFileSync(resolve(file), join(outputDir, basename(file)));
          return true;
        },
      },
    },
  });
}
