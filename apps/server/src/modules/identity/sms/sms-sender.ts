/**
 * One verification text to deliver. `code` is the one-time code and `text` the full sentence for senders that
 * send free text (the log/outbox sender); template-based providers such as Aliyun send only `code`, filled into
 * their approved template. Neither the phone number nor the code is ever logged in full.
 */
export interface SmsMessage {
  tenantId: number;
  /** The recipient, in the form the provider expects (11 digits for mainland numbers). */
  phone: string;
  /** Why the code was sent: login, register, resetPassword, … */
  scene: string;
  code: string;
  text: string;
}

/** Delivers texts. `send` resolves once the provider has accepted the message, and throws when it has not. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
}
