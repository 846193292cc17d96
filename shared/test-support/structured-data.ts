import { readFileSync } from 'node:fs';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * The schema.org vocabulary (release 30.0) the validator checks types and properties against.
 * The validator would otherwise download the latest one; a copy kept here makes the check
 * offline and the same on every run.
 */
const SCHEMA_ORG = new URL('./schemaorg-all-https.jsonld', import.meta.url);

let validator: Validator | undefined;

/** Every issue Google's Product, merchant-listing and breadcrumb rules find in the page's structured data. */
export async function structuredDataIssues(html: string): Promise<ValidationIssue[]> {
  validator ??= new Validator(JSON.parse(readFileSync(SCHEMA_ORG, 'utf8')) as object);
  return validator.validate(new WebAutoExtractor().parse(html));
}

/** An issue on one line: severity, where, what. */
export function describeIssue(issue: ValidationIssue): string {
  const where = (issue.path ?? [])
    .map((step) => step.property ?? step.type)
    .filter(Boolean)
    .join('.');
  return `${issue.severity} ${where || issue.rootType || ''}: ${issue.issueMessage}`;
}
