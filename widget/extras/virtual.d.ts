/** The extras bundle's file name (with its content hash), given by build/extrasBundle.ts in the widget build. */
declare module 'virtual:companion-chat-extras-file' {
  const fileName: string
  export default fileName
}
