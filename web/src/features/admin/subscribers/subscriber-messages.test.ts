import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_MESSAGES, SUBSCRIBERS_FILE_NAME, downloadFailedMessage, removeSubscriberFailedMessage } from './subscriber-messages';

describe('downloadFailedMessage', () => {
  it("is 'Download failed. {message}'", () => {
    expect(downloadFailedMessage('Not allowed')).toBe('Download failed. Not allowed');
    expect(downloadFailedMessage(undefined)).toBe('Download failed. Unknown error');
  });
});

describe('removeSubscriberFailedMessage', () => {
  it("names the server's message, else 'Unknown error'", () => {
    expect(removeSubscriberFailedMessage('Subscriber not found')).toBe('Failed to remove subscriber: Subscriber not found');
    expect(removeSubscriberFailedMessage('')).toBe('Failed to remove subscriber: Unknown error');
  });
});

describe('SUBSCRIBER_MESSAGES', () => {
  it('keeps the spec texts and file name', () => {
    expect(SUBSCRIBER_MESSAGES.removeConfirm).toBe('Are you sure you want to remove this subscriber?');
    expect(SUBSCRIBERS_FILE_NAME).toBe('subscribers.xlsx');
  });
});
