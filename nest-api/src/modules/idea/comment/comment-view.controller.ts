import { Controller } from '@nestjs/common';
import type {
  TCommentListResponse,
  TCreateCommentResponse,
  TDeleteCommentResponse,
  TUpdateCommentResponse,
} from '@crowd/contracts';
import {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  type TRouteBody,
  type TRouteParams,
  type TRouteQuery,
} from '../../../common/http/api-route';
import type { RequestUser } from '../../../common/http/request-user';
import { CurrentUser, OptionalUser, RequireUser } from '../../../common/http/current-user';
import { CommentService } from './comment.service';

/** Comments on the crowd's public site; `{domain}` names the crowd as GET /crowdView/domain/{domain} does. */
@Controller()
export class CommentViewController {
  constructor(private readonly comments: CommentService) {}

  @ApiRoute('listCrowdViewComments')
  list(
    @RouteParams() { domain, id: ideaId }: TRouteParams<'listCrowdViewComments'>,
    @RouteQuery() query: TRouteQuery<'listCrowdViewComments'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCommentListResponse> {
    return this.comments.list({ site: domain }, ideaId, query, user);
  }

  @ApiRoute('createCrowdViewComment')
  @RequireUser()
  create(
    @RouteParams() { domain }: TRouteParams<'createCrowdViewComment'>,
    @RouteBody() body: TRouteBody<'createCrowdViewComment'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TCreateCommentResponse> {
    return this.comments.create({ site: domain }, body, user);
  }

  @ApiRoute('updateCrowdViewComment')
  @RequireUser()
  update(
    @RouteParams() { domain }: TRouteParams<'updateCrowdViewComment'>,
    @RouteBody() body: TRouteBody<'updateCrowdViewComment'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TUpdateCommentResponse> {
    return this.comments.update({ site: domain }, body, user);
  }

  @ApiRoute('deleteCrowdViewComment')
  @RequireUser()
  delete(
    @RouteParams() { domain, id: commentId }: TRouteParams<'deleteCrowdViewComment'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TDeleteCommentResponse> {
    return this.comments.delete({ site: domain }, commentId, user);
  }
}
