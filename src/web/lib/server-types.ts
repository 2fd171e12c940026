/**
 * The one web file (outside `.server` modules) that names server code, and only its types: the
 * browser client derives its calls from them. `export type` is erased from the bundle.
 */
export type { ApiV1 } from "~/server/app";
export type { Auth } from "~/server/auth/auth";
export type { Actor } from "~/server/policy";
export type { Runtime } from "~/server/runtime";
