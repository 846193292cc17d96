import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** Test fixture: answers with the event and context it was given. */
export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
  return {
    statusCode: 201,
    headers: { 'content-type': 'application/json', 'x-function': context.functionName },
    cookies: ['session=abc; HttpOnly; Path=/', 'theme=dark; Path=/'],
    body: JSON.stringify(event),
  };
}
