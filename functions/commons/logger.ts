import { currentLogContext } from './request-context';

/**
 * Structured JSON logs, one line each; CloudWatch and the local console read them alike. Every
 * line written during an invocation carries its context (request id, route or stream record).
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

function write(level: Level, msg: string, fields: Record<string, unknown>) {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (level === 'debug' && process.env.LOG_LEVEL !== 'debug') return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...currentLogContext(), ...fields }, errorReplacer);
  (level === 'error' || level === 'warn' ? console.error : console.log)(line);
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export const log = {
  debug: (msg: string, fields: Record<string, unknown> = {}) => write('debug', msg, fields),
  info: (msg: string, fields: Record<string, unknown> = {}) => write('info', msg, fields),
  warn: (msg: string, fields: Record<string, unknown> = {}) => write('warn', msg, fields),
  error: (msg: string, fields: Record<string, unknown> = {}) => write('error', msg, fields),
};
