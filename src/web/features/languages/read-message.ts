/** Read in the browser and on the server alike: the reader lives in the domain, where mail reads it too. */
export { type CompiledMessage, type CompiledMessages, readMessage } from "~/domain/languages/read-message";
