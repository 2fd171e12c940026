import { z } from "zod";

export const categorySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  icon_name: z.string(),
  count: z.number().int(),
  created_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryOrderSchema = z.enum(["count", "title"]).default("count");
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;
