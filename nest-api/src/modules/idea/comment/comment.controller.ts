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
import { CurrentUser } from '../../../common/http/current-user';
import { CrowdRole } from '../../crowd/crowd/context/crowd-role.guard';
import { COMMENT_MODERATORS, CommentService } from './comment.service';

/**
 * Comments in the crowd admin area (the idea detail of the ideas tab): its admins and managers
 * only; the role guard answers 401, 403 and 404 (unknown crowd).
 */
@Controller()
@CrowdRole(...COMMENT_MODERATORS)
export class CommentController {
  constructor(private readonly comments: CommentService) {}

  @ApiRoute('listComments')
  list(
    @RouteParams() { crowdId, id: ideaId }: TRouteParams<'listComments'>,
    @RouteQuery() query: TRouteQuery<'listComments'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TCommentListResponse> {
    return this.comments.list({ crowdId }, ideaId, query, user);
  }

  @ApiRoute('createComment')
  create(
    @RouteParams() { crowdId }: TRouteParams<'createComment'>,
    @RouteBody() body: TRouteBody<'createComment'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TCreateCommentResponse> {
    return this.comments.create({ crowdId }, body, user);
  }

  @ApiRoute('updateComment')
  update(
    @RouteParams() { crowdId }: TRouteParams<'updateComment'>,
    @RouteBody() body: TRouteBody<'updateComment'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TUpdateCommentResponse> {
    return this.comments.update({ crowdId }, body, user);
  }

  @ApiRoute('deleteComment')
  delete(
    @RouteParams() { crowdId, id: commentId }: TRouteParams<'deleteComment'>,
    @CurrentUser() user: RequestUser,
  ): Promise<TDeleteCommentResponse> {
    return this.comments.delete({ crowdId }, commentId, user);
  }
}
