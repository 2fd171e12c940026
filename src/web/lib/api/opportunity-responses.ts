import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, v1 } from "./client";

const responses = v1.opportunities[":id"].responses;
const oneResponse = responses[":responseId"];

export type OpportunityResponse = InferResponseType<(typeof responses)["$post"], 201>;
export type MyResponses = InferResponseType<(typeof responses)["mine"]["$get"], 200>;
type AnswerInput = InferRequestType<(typeof responses)["$post"]>["json"];
type AnswerPatch = InferRequestType<(typeof oneResponse)["$patch"]>["json"];
type DecisionInput = InferRequestType<(typeof oneResponse)["decision"]["$post"]>["json"];

export const answerOpportunity = (id: string, json: AnswerInput) =>
  answer(responses.$post({ param: { id }, json }));

export const updateResponse = (id: string, responseId: string, json: AnswerPatch) =>
  answer(oneResponse.$patch({ param: { id, responseId }, json }));

export const withdrawResponse = (id: string, responseId: string) =>
  answer(oneResponse.$delete({ param: { id, responseId } }));

export const attachResponseFile = (id: string, responseId: string, file: File) =>
  answer(oneResponse.files.$post({ param: { id, responseId }, form: { file } }));

export const removeResponseFile = (id: string, responseId: string, fileId: string) =>
  answer(oneResponse.files[":fileId"].$delete({ param: { id, responseId, fileId } }));

export const decideResponse = (id: string, responseId: string, json: DecisionInput) =>
  answer(oneResponse.decision.$post({ param: { id, responseId }, json }));
