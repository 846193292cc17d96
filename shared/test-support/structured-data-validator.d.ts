// The two packages ship JavaScript only. Declared here is just what the tests call: the extractor
// reads structured data out of HTML, the validator checks it against Google's rich-result rules.
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): Record<string, unknown>;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: Record<string, unknown>): Promise<ValidationIssue[]>;
  }
}
