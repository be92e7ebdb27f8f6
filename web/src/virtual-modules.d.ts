/** plugins/contract-messages.ts: every contract message as `[<domain>.<key>, text]`. */
declare module 'virtual:contract-messages' {
  const pairs: [key: string, text: string][];
  export default pairs;
}
