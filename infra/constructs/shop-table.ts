import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** The table's two generic indexes; functions are granted these by name, not `index/*`. */
export const TABLE_INDEXES = ['gsi1', 'gsi2'] as const;

export interface ShopTableProps {
  /** Fixed, so that a deploy after `cdk destroy` can find the retained table again. */
  readonly tableName: string;
  readonly deletionProtection: boolean;
}

/**
 * The one table of the shop. Keys and indexes are generic (`pk`/`sk`, `gsi1*`, `gsi2*`); the
 * repositories in `functions/repositories` give them meaning. The stream feeds the event handler
 * (emails, dashboard counters), and `expiresAt` lets DynamoDB drop tokens and rate-limit counters.
 */
export class ShopTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: ShopTableProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      tableName: props.tableName,
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: 'expiresAt',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${index}pk`, type: AttributeType.STRING },
        sortKey: { name: `${index}sk`, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
