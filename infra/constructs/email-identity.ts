import { Aws, CfnOutput, Fn, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailIdentitySetting } from '../config';
import type { AppFunction } from './app-function';
import { senderAddress } from './table-events';

export interface ShopMailProps {
  /** `Maison <no-reply@shop.example.com>` or a bare address. */
  readonly mailFrom: string;
  /** Verify the sender's domain (DKIM records to publish), its address (a link SES mails), or neither (already done). */
  readonly identity: MailIdentitySetting;
}

/**
 * What the shop sends mail with: the sender's SES identity, signed with Easy DKIM (2048-bit keys
 * SES rotates itself), and a configuration set that publishes every bounce and complaint as
 * CloudWatch metrics (`AWS/SES` `Bounce` and `Complaint`, by `ses:configuration-set`) and keeps
 * bounced or complaining addresses on the account's suppression list, so they are not mailed again.
 */
export class ShopMail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly sender: string;

  constructor(scope: Construct, id: string, props: ShopMailProps) {
    super(scope, id);
    this.sender = senderAddress(props.mailFrom);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
      destination: EventDestination.cloudWatchDimensions([
        // An SES auto-tag: every message sent with the set carries it, so no code has to tag mail.
        { name: 'ses:configuration-set', source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
      ]),
    });
    // Outputs on the stack itself, so their names read plainly in `cdk deploy`'s list.
    const stack = Stack.of(this);
    new CfnOutput(stack, 'MailConfigurationSet', {
      value: this.configurationSet.configurationSetName,
      description: 'SES configuration set: bounces and complaints as CloudWatch metrics (AWS/SES, ses:configuration-set)',
    });

    if (props.identity === 'existing') return;
    const domain = this.sender.split('@')[1]!;
    const identity = new EmailIdentity(this, 'Identity', {
      identity: props.identity === 'domain' ? Identity.domain(domain) : Identity.email(this.sender),
      configurationSet: this.configurationSet,
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
      dkimSigning: true,
    });
    if (props.identity === 'domain') {
      new CfnOutput(stack, 'MailDkimRecords', {
        value: Fn.join(
          ' ; ',
          identity.dkimRecords.map((record) => Fn.join(' CNAME ', [record.name, record.value])),
        ),
        description: `Publish these three CNAME records in the DNS of ${domain}; SES verifies the domain once it sees them`,
      });
    }
  }

  /**
   * Lets a function send as the sender with the configuration set: SES authorizes a send against
   * the set as well as the identities (see table-events.ts for those), so the set is granted here,
   * under the same `ses:FromAddress` condition. The function reads the set's name from
   * `MAIL_CONFIGURATION_SET`.
   */
  allowSending(fn: AppFunction): void {
    const name = this.configurationSet.configurationSetName;
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/${name}`],
        conditions: { StringEquals: { 'ses:FromAddress': this.sender } },
      }),
    );
    fn.addEnvironment('MAIL_CONFIGURATION_SET', name);
  }
}
