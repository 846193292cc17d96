import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { type Architecture, Code, LayerVersion, type Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { type BuildOptions, buildSync } from 'esbuild';

/**
 * The libraries the project must use that are too heavy for a route's bundle: the Stripe SDK
 * (payments) and exceljs (the admin's spreadsheets). They reach their functions through one
 * Lambda layer instead, deployed once and shared.
 */
export const LAYER_LIBRARIES = ['stripe', 'exceljs'] as const;
export type LayerLibrary = (typeof LAYER_LIBRARIES)[number];

/** Where a Node.js layer's packages sit in its archive; Lambda unpacks it under /opt. */
export const LAYER_MODULES_DIR = join('nodejs', 'node_modules');

/** The name the function bundle's banner gives its CommonJS `require`, for the layer's libraries. */
const LAYER_REQUIRE = 'requireFromLayer';

/** One library as the layer holds it. */
export interface LayerFile {
  readonly library: LayerLibrary;
  readonly version: string;
  /** `<outDir>/nodejs/node_modules/<library>/index.js` */
  readonly file: string;
  readonly bytes: number;
}

/** `nodejs24.x` → `node24`: the esbuild target for a Lambda runtime. */
export function nodeTarget(runtime: Runtime): string {
  const major = /^nodejs(\d+)\.x$/.exec(runtime.name)?.[1];
  if (!major) throw new Error(`Not a Node.js runtime: ${runtime.name}`);
  return `node${major}`;
}

function packageJsonOf(projectRoot: string, library: LayerLibrary): { version: string; license?: string } {
  return JSON.parse(readFileSync(join(projectRoot, 'node_modules', library, 'package.json'), 'utf8')) as {
    version: string;
    license?: string;
  };
}

/**
 * Builds the layer's contents into `outDir`: each library bundled with its dependencies into
 * one minified CommonJS file, `nodejs/node_modules/<library>/index.js`, beside a package.json
 * whose `main` names it. CommonJS, because Lambda puts /opt/nodejs/node_modules on NODE_PATH,
 * which `require` honours and ES module resolution does not. Its `module.exports` is the
 * library's default export as an ES import sees it, the build the functions bundled before
 * (Stripe's ES build is a fifth smaller than its CommonJS one), so `import Stripe from 'stripe'`
 * gets the same value. No source maps: stack traces into the libraries matter little, and a
 * large map costs load time under --enable-source-maps.
 */
export function buildLayerContents(projectRoot: string, outDir: string, target: string): LayerFile[] {
  return LAYER_LIBRARIES.map((library) => {
    const dir = join(outDir, LAYER_MODULES_DIR, library);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'index.js');
    const options: BuildOptions = {
      stdin: {
        contents: `import library from ${JSON.stringify(library)};\nmodule.exports = library;`,
        resolveDir: projectRoot,
        sourcefile: `${library}-layer.js`,
        loader: 'js',
      },
      outfile: file,
      absWorkingDir: projectRoot,
      bundle: true,
      platform: 'node',
      target,
      format: 'cjs',
      // As the functions resolve packages: their ES build where one exists.
      mainFields: ['module', 'main'],
      minify: true,
      // As in the functions: the runtime has the AWS SDK.
      external: ['@aws-sdk/*'],
      logLevel: 'warning',
    };
    buildSync(options);
    const { version, license } = packageJsonOf(projectRoot, library);
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: library, version, license, main: 'index.js' }, null, 2)}\n`);
    return { library, version, file, bytes: statSync(file).size };
  });
}

/**
 * What a function bundle needs to leave `libraries` to the layer: each import of one becomes,
 * at run time, `require('<library>')`, which finds the layer's file through NODE_PATH. esbuild
 * aliases the library to a one-line module calling the banner's `require` under another name,
 * so it neither bundles the library nor reads the call as an import of it.
 */
export function layerImports(libraries: readonly LayerLibrary[]): { alias: Record<string, string>; banner: string } {
  if (!libraries.length) return { alias: {}, banner: '' };
  return {
    alias: Object.fromEntries(libraries.map((library) => [library, `data:text/javascript,module.exports = ${layerRequireOf(library)};`])),
    banner: ` const ${LAYER_REQUIRE} = require;`,
  };
}

/** The call a bundle makes in place of a layer library, `requireFromLayer("stripe")`: the bundle test looks for it. */
export function layerRequireOf(library: LayerLibrary): string {
  return `${LAYER_REQUIRE}(${JSON.stringify(library)})`;
}

export interface DependencyLayerProps {
  readonly projectRoot: string;
  /** The functions' runtime and architecture: the libraries are plain JavaScript, built for that Node version. */
  readonly runtime: Runtime;
  readonly architecture: Architecture;
}

/**
 * The shared dependency layer: one LayerVersion per stack holding every library of
 * LAYER_LIBRARIES, built at synth time by the project's esbuild (no Docker), through CDK's local
 * bundling hook like the functions, so `aws:cdk:bundling-stacks` skips it in tests. Functions get
 * it with `DependencyLayer.of`; those that load none of its libraries do without it.
 */
export class DependencyLayer extends Construct {
  readonly layer: LayerVersion;
  readonly runtime: Runtime;
  readonly architecture: Architecture;

  /** The stack's layer, made on first use. */
  static of(scope: Construct, props: DependencyLayerProps): DependencyLayer {
    // One per top-level stack: the route groups' nested stacks share their parent's.
    let stack = Stack.of(scope);
    while (stack.nestedStackParent) stack = stack.nestedStackParent;
    const found = stack.node.tryFindChild('DependencyLayer');
    if (found instanceof DependencyLayer) {
      if (found.runtime.name !== props.runtime.name || found.architecture.name !== props.architecture.name) {
        throw new Error(
          `The dependency layer is built for ${found.runtime.name} on ${found.architecture.name}, not ${props.runtime.name} on ${props.architecture.name}`,
        );
      }
      return found;
    }
    return new DependencyLayer(stack, 'DependencyLayer', props);
  }

  private constructor(scope: Construct, id: string, props: DependencyLayerProps) {
    super(scope, id);
    this.runtime = props.runtime;
    this.architecture = props.architecture;
    const { projectRoot } = props;
    const packages = LAYER_LIBRARIES.map((library) => ({ library, ...packageJsonOf(projectRoot, library) }));
    const code = Code.fromAsset(join(projectRoot, 'node_modules'), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never pulled: local bundling either succeeds or throws.
        image: DockerImage.fromRegistry('dummy'),
        command: ['esbuild', ...LAYER_LIBRARIES, '--bundle', '--format=cjs'],
        local: {
          tryBundle(outputDir: string): boolean {
            buildLayerContents(projectRoot, outputDir, nodeTarget(props.runtime));
            return true;
          },
        },
      },
    });
    this.layer = new LayerVersion(this, 'Layer', {
      code,
      compatibleRuntimes: [props.runtime],
      compatibleArchitectures: [props.architecture],
      description: `Shared libraries, one minified file each: ${packages.map((p) => `${p.library} ${p.version}`).join(', ')}`,
      license: [...new Set(packages.map((p) => p.license ?? 'UNLICENSED'))].join(' AND '),
    });
  }
}
