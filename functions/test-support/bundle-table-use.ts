import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What a function's bundle can do to the table, read from its text: the item actions of the
 * commands it constructs, and the partition keys of the items it names and the index partitions
 * it queries. esbuild keeps only the code a function can reach, so a bundle that carries a
 * repository function carries its key builders' call sites, and one that does not, does not.
 */

/** The IAM action each document-client command is checked as; a transaction, as its parts. */
const COMMAND_ACTIONS: Record<string, string> = {
  GetCommand: 'GetItem',
  BatchGetCommand: 'BatchGetItem',
  TransactGetCommand: 'GetItem',
  QueryCommand: 'Query',
  ScanCommand: 'Scan',
  PutCommand: 'PutItem',
  UpdateCommand: 'UpdateItem',
  DeleteCommand: 'DeleteItem',
  BatchWriteCommand: 'BatchWriteItem',
};
const TRANSACT_PART_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

/**
 * The table actions a bundle can call: the DynamoDB commands it constructs (esbuild renames an
 * import it meets twice: `GetCommand as GetCommand2`), and for a write transaction the kinds of
 * parts written in it. A command with no known action stands for itself, so it fails a comparison.
 */
export function tableActionsIn(text: string): string[] {
  const actions = new Set<string>();
  for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/(?:lib-dynamodb|client-dynamodb)"/g)) {
    for (const name of names!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [command, local = command] = name.split(/\s+as\s+/) as [string, string?];
      if (!command.endsWith('Command') || !new RegExp(`\\bnew ${local}\\(`).test(text)) continue;
      if (command === 'TransactWriteCommand') {
        for (const [, part] of text.matchAll(/\b(Put|Update|Delete|ConditionCheck): /g)) actions.add(TRANSACT_PART_ACTIONS[part!]!);
      } else {
        actions.add(COMMAND_ACTIONS[command] ?? command);
      }
    }
  }
  return [...actions].sort();
}

/** The kind of access to a bucket's objects each S3 command needs (a copy reads its source and writes its target). */
const S3_COMMAND_KINDS: Record<string, readonly string[]> = {
  GetObjectCommand: ['read'],
  HeadObjectCommand: ['read'],
  PutObjectCommand: ['write'],
  CopyObjectCommand: ['read', 'write'],
  DeleteObjectCommand: ['delete'],
};

/**
 * The kinds of access to the images bucket's objects (`read`, `write`, `delete`) a bundle can
 * use: the S3 commands it constructs, and a presigned POST it signs (the browser's put). A
 * command with no known kind stands for itself, so it fails a comparison.
 */
export function imageAccessIn(text: string): string[] {
  const kinds = new Set<string>();
  for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/client-s3"/g)) {
    for (const name of names!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [command, local = command] = name.split(/\s+as\s+/) as [string, string?];
      if (!command.endsWith('Command') || !new RegExp(`\\bnew ${local}\\(`).test(text)) continue;
      for (const kind of S3_COMMAND_KINDS[command] ?? [command]) kinds.add(kind);
    }
  }
  if (/\bcreatePresignedPost\d*\(/.test(text)) kinds.add('write');
  return [...kinds].sort();
}

/**
 * A function of the sources that builds a partition key (`keys.user`, `outboxKey`, `watchersKey`)
 * or a constant that is one (`generationKey`, `FAILED_EVENT_PK`), and the key as an IAM
 * `StringLike` pattern: each interpolated part a `*` (`USER#*`, `STATS#CUSTOMER#*`).
 */
export interface KeyBuilder {
  /** The object it is a member of (`keys`, `statsKeys`), if it is one. */
  object?: string;
  name: string;
  pattern: string;
  /** Where it is defined, for messages. */
  file: string;
}

const LITERAL = String.raw`(\`[^\`]*\`|'[^']*')`;
const patternOf = (literal: string) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '*');

/** Every key builder in the functions' sources (tests and test support aside). */
export function keyBuilders(functionsDir: string): KeyBuilder[] {
  const builders: KeyBuilder[] = [];
  const files = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-support'),
  );
  for (const file of files) {
    const text = readFileSync(join(functionsDir, file), 'utf8');
    const where = relative(functionsDir, join(functionsDir, file));
    // `  user: (id: string) => ({ pk: `USER#${id}`, ...` inside `export const keys = {`.
    for (const match of text.matchAll(new RegExp(String.raw`^\s+(\w+): \([^)]*\) => \(\{ pk: ${LITERAL}`, 'gm'))) {
      const object = [...text.slice(0, match.index).matchAll(/(?:const|let) (\w+)(?:: [^=]+)? = \{\s*$/gm)].at(-1)?.[1];
      builders.push({ object, name: match[1]!, pattern: patternOf(match[2]!), file: where });
    }
    // `const outboxKey = (id: string) => ({ pk: ...`, `const generationKey = { pk: ...`.
    for (const match of text.matchAll(new RegExp(String.raw`(?:const|let) (\w+) = (?:\([^)]*\) => \()?\{ pk: ${LITERAL}`, 'g'))) {
      builders.push({ name: match[1]!, pattern: patternOf(match[2]!), file: where });
    }
    // Index partitions: `const watchersKey = (productId: string) => `WISHED#${productId}``, `const FAILED_EVENT_PK = 'FAILED_EVENT'`.
    for (const match of text.matchAll(new RegExp(String.raw`const (\w+Key) = \([^)]*\) => (\`[A-Z][A-Z_]*#[^\`]*\`)`, 'g'))) {
      builders.push({ name: match[1]!, pattern: patternOf(match[2]!), file: where });
    }
    for (const match of text.matchAll(/const (\w+_PK) = ('[^']*')/g))
      builders.push({ name: match[1]!, pattern: patternOf(match[2]!), file: where });
  }
  return builders;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The partition keys a bundle names, as patterns: the key builders it calls or refers to (a
 * definition alone is no use; esbuild may number a name it meets twice: `keys2`), and the index
 * partitions its queries name in place (`':pk': 'USERS'`).
 */
export function tableKeysIn(text: string, builders: readonly KeyBuilder[]): string[] {
  const found = new Set<string>();
  for (const builder of builders) {
    if (builder.object) {
      if (new RegExp(`\\b${escape(builder.object)}\\d*\\.${escape(builder.name)}\\b`).test(text)) found.add(builder.pattern);
      continue;
    }
    const name = `\\b${escape(builder.name)}\\d*\\b`;
    const uses = text.match(new RegExp(name, 'g'))?.length ?? 0;
    const definitions = text.match(new RegExp(`(?:var|let|const|function) ${name}`, 'g'))?.length ?? 0;
    // An index partition written as an item's attribute (`gsi2pk: statusKey(...)`, `":g": statusKey(...)`) is no key the function names.
    const written = text.match(new RegExp(`(?:gsi\\d+pk: |":(?!pk")\\w+": )${name}`, 'g'))?.length ?? 0;
    if (uses > definitions + written) found.add(builder.pattern);
  }
  for (const [, literal] of text.matchAll(new RegExp(String.raw`":pk": ("[^"]*"|\`[^\`]*\`)`, 'g'))) found.add(patternOf(literal!));
  return [...found].sort();
}

/** Whether IAM's StringLike lets `value` through `pattern` (`*` any run of characters, `?` one). */
export function like(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(value);
}
