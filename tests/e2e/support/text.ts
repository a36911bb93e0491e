/** A pattern matching `text` literally (RegExp.escape is newer than Node 20). */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
