import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { visitorOf, type Visitor as VisitorIdentity } from 'src/common/throttler/visitor-quotas';

/** Route parameter: who the image limit counts, the client IP and (when its cookie came back) the session. */
export const Visitor = createParamDecorator((_data: unknown, ctx: ExecutionContext): VisitorIdentity =>
  visitorOf(ctx.switchToHttp().getRequest<Request>()),
);
