/** What every SMS gateway does, apart from the chooser in provider.ts so each gateway can name it without a cycle. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}
