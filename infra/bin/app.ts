import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '@shared/routes';
import { ConfigError, readConfig } from '../config';
import { buildShop } from '../stacks/shop';

/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy --all`. Settings come from context only
 * (see infra/config.ts), e.g. `npx cdk deploy --all -c mailFrom="Maison <shop@your-domain.com>"`;
 * `mailFrom` and a built site (`npm run build:web`) are required, and synth says so without them.
 * Without credentials the stacks are environment-agnostic, so synth works offline.
 */
const app = new App();
try {
  buildShop(app, readConfig(app.node), routes, {
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // What to set or run is the whole story; a stack trace would only bury it.
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
// AWS Solutions checks fail the synth on any finding not acknowledged with a reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
