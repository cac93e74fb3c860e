/**
 * One text to deliver: a verification code (`kind: 'code'`) or a notice of something that happened (`'notice'`, e.g.
 * a claim decided; `code` is empty). `text` is the full sentence for senders that send free text (the log and file
 * senders); template-based providers such as Aliyun fill their approved template: the code's with `code`, the
 * notice's with `text`. Neither the phone number nor the code is ever logged in full.
 */
export interface SmsMessage {
  kind: 'code' | 'notice';
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
