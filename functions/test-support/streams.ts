import type { LocalCloudInfo } from '../../infra/local/cloud-info';
import { LOCAL_STREAMS_PATH } from '../../infra/local/gateway';

/**
 * Waits until the local cloud's stream readers have handled everything written before `since`
 * (now, by default), and everything those records wrote in turn: mails queued by a reaction are
 * records too, so two quiet passes after the moment leave nothing in flight. A test that proves
 * something did *not* happen (no second email) waits on this instead of sleeping a guessed time.
 */
export async function streamsSettled(cloud: Pick<LocalCloudInfo, 'api'>, since = Date.now(), timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const quietSince = async () => {
    const answer = await fetch(new URL(LOCAL_STREAMS_PATH, cloud.api));
    return ((await answer.json()) as { quietSince: number }).quietSince;
  };
  // A quiet pass that began after `since`, then another that began after that one was seen:
  // whatever the first pass's records queued has been handled by the second.
  for (const round of [1, 2]) {
    const mark = round === 1 ? since : Date.now();
    while ((await quietSince()) < mark) {
      if (Date.now() > deadline) throw new Error('The local stream readers did not settle within the time allowed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
