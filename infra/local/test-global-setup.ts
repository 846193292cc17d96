import type { TestProject } from 'vitest/node';
import type { LocalCloudInfo } from './cloud-info';
import { spawnLocalCloud } from './spawn-cloud';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local cloud of this test run: read it in a test with `inject('cloud')`. */
    cloud: LocalCloudInfo;
  }
}

/**
 * The integration suite's global set-up: one local cloud for the run, on free ports with its own
 * data, so it never meets a running `npm start`. Tests read it with `inject('cloud')` (or from
 * `process.env.LOCAL_CLOUD` as JSON).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Test files make their own SDK clients; the SDK's Node 20 notice would repeat in each.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const cloud = await spawnLocalCloud();
  const { logs: _logs, crash: _crash, stop, ...info } = cloud;
  project.provide('cloud', info);
  process.env.LOCAL_CLOUD = JSON.stringify(info);
  return stop;
}
