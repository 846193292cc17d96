import { SHOP_NAME, SHOP_WORDMARK, SHOP_WORDMARK_TAG } from '@shared/brand';
import type { RenderedMail } from '../mail-types';

/** What every email says, in order; the layout turns it into HTML and plain text alike. */
export interface MailContent {
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label/value tables after the paragraphs: an order's lines, its totals, its address. */
  sections?: MailSection[];
  button?: { label: string; url: string };
  /** A line under the button, such as when the link expires. */
  note?: string;
  /** Why the reader got this email. */
  reason: string;
  /** A link under the reason, such as unsubscribing from alerts. */
  footerLink?: { label: string; url: string };
}

/** A titled table of label/value rows; a `strong` row is set in bold (a total). */
export interface MailSection {
  title: string;
  rows: { label: string; value: string; strong?: boolean }[];
}

export { SHOP_NAME };

const INK = '#1f1a17';
const GOLD = '#9a7446';
const MUTED = '#6b625b';
const PAPER = '#f6f1ea';
const FONT = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML bodies and attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Renders an email as HTML (table layout, inline styles, as mail clients need) and plain text. */
export function renderMail(content: MailContent, year = new Date().getFullYear()): RenderedMail {
  return { subject: content.subject, html: html(content, year), text: text(content, year) };
}

function html(c: MailContent, year: number): string {
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:24px;color:${INK};">${escapeHtml(t)}</p>`;
  const button = c.button
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${INK}" style="border-radius:4px;">
<a href="${escapeHtml(c.button.url)}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(c.button.label)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(c.button.url)}" style="color:${GOLD};">${escapeHtml(c.button.url)}</a></p>`
    : '';
  const section = (sec: MailSection) => {
    const row = (r: MailSection['rows'][number]) => {
      const weight = r.strong ? 'bold' : 'normal';
      const cell = `font-family:${SANS};font-size:14px;line-height:20px;color:${INK};font-weight:${weight};padding:6px 0;border-bottom:1px solid #f1ebe3;`;
      return `<tr><td style="${cell}">${escapeHtml(r.label)}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${escapeHtml(r.value)}</td></tr>`;
    };
    return `<h2 style="margin:8px 0 8px;font-family:${FONT};font-size:18px;font-weight:normal;color:${INK};">${escapeHtml(sec.title)}</h2>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;">${sec.rows.map(row).join('')}</table>`;
  };
  const sections = (c.sections ?? []).map(section).join('\n');
  const note = c.note
    ? `<p style="margin:0 0 16px;font-family:${SANS};font-size:14px;line-height:20px;color:${MUTED};">${escapeHtml(c.note)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background-color:${PAPER};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(c.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:${PAPER};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:6px;">
<tr><td align="center" style="padding:28px 32px;border-bottom:1px solid #eee4d8;">
<span style="font-family:${FONT};font-size:28px;letter-spacing:6px;color:${INK};">${SHOP_NAME.toUpperCase()}</span><br>
<span style="font-family:${SANS};font-size:11px;letter-spacing:3px;color:${GOLD};">${SHOP_WORDMARK_TAG.toUpperCase()}</span>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${FONT};font-size:24px;line-height:32px;font-weight:normal;color:${INK};">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${sections}
${button}
${note}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #eee4d8;">
<p style="margin:0 0 6px;font-family:${SANS};font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(c.reason)}</p>
${c.footerLink ? `<p style="margin:0 0 6px;font-family:${SANS};font-size:12px;line-height:18px;"><a href="${escapeHtml(c.footerLink.url)}" style="color:${GOLD};">${escapeHtml(c.footerLink.label)}</a></p>\n` : ''}<p style="margin:0;font-family:${SANS};font-size:12px;line-height:18px;color:${MUTED};">&copy; ${year} ${SHOP_NAME}. This is an automated message; replies are not read.</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function text(c: MailContent, year: number): string {
  const lines = [SHOP_WORDMARK.toUpperCase(), '', c.heading, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  for (const sec of c.sections ?? []) {
    lines.push(sec.title.toUpperCase(), ...sec.rows.map((r) => (r.value ? `${r.label}: ${r.value}` : r.label)), '');
  }
  if (c.button) lines.push(`${c.button.label}: ${c.button.url}`, '');
  if (c.note) lines.push(c.note, '');
  lines.push('--', c.reason);
  if (c.footerLink) lines.push(`${c.footerLink.label}: ${c.footerLink.url}`);
  lines.push(`© ${year} ${SHOP_NAME}. This is an automated message; replies are not read.`);
  return lines.join('\n');
}
