/** What a handler may return instead of a plain body: a status, headers, cookies, or a file. */
export class HttpReply {
  constructor(
    readonly body: unknown,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
    /** Set for binary bodies (spreadsheets, images): sent base64-encoded. */
    readonly binary = false,
  ) {}
}

export function reply(body: unknown, options: { status?: number; headers?: Record<string, string>; cookies?: string[] } = {}) {
  return new HttpReply(body, options.status, options.headers, options.cookies);
}

/** A file download: `xlsx` spreadsheets and the like. */
export function fileReply(content: Buffer, contentType: string, fileName: string) {
  return new HttpReply(
    content.toString('base64'),
    200,
    {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
    },
    [],
    true,
  );
}
