import { z } from "zod";
import { appIdParamSchema } from "#contract/schemas/community.ts";

/** `/apps/:id/...` names the app `id` (id or slug), as the catalog's routes do. */
export const appKeyParamSchema = z.object({ id: appIdParamSchema.shape.appId });
