import { Injectable } from '@nestjs/common';
import {
  isCrowdStaff,
  ZIdeaState,
  type TCrowdRole,
  type TIdeaAdmin,
  type TIdeaListQuery,
  type TIdeaListResponse,
  type TIdeaListSort,
  type TIdeasReaderResponse,
  type TTopBarResponse,
} from '@crowd/contracts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { mayActInCrowd } from '../../crowd/crowd/context/crowd-context.service';
import { CrowdMemberRepository } from '../../crowd/crowd/crowd-member.repository';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaRepository, type AdminIdeaOrder, type IdeaWith } from '../idea/idea.repository';
import { IdeaAdminViewsService, TABLE_ROW_COLUMNS } from './idea-admin-views.service';

/** Counts and dates read best highest and newest first; names, crowds and states A to Z. */
const DESCENDING_FIRST: ReadonlySet<TIdeaListSort> = new Set(['newest', 'likes', 'comments']);

const crowdTitles = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The /ideas table (`GET /idea`, decision 024): the user's own ideas and those of the crowds the
 * user administers or manages, a page at a time in the order asked; and one of them
 * (`GET /idea/{ideaId}`) for the idea's admin tabs, so no page reads the whole list.
 */
@Injectable()
export class IdeaAdminListService {
  constructor(
    private readonly members: CrowdMemberRepository,
    private readonly ideas: IdeaRepository,
    private readonly crowds: CrowdRepository,
    private readonly views: IdeaAdminViewsService,
  ) {}

  async page(user: RequestUser, query: TIdeaListQuery): Promise<TIdeaListResponse> {
    const { ideas, ...page } = await this.pageAsStaffOf(user, await this.staffCrowdIds(user), query);
    return { ideas: await this.views.adminViews(ideas), ...page };
  }

  /**
   * The same page as rows of the table (what a row shows, read in fewer queries) and the user's
   * staff roles by crowd, which the rows' rights follow from (GET /ideasReader).
   */
  async rowsWithRoles(
    user: RequestUser,
    query: TIdeaListQuery,
  ): Promise<Omit<TIdeasReaderResponse, keyof TTopBarResponse>> {
    const roles = await this.staffRoles(user);
    const { ideas, ...page } = await this.pageAsStaffOf(
      user,
      roles.map((staff) => staff.crowdId),
      query,
      TABLE_ROW_COLUMNS,
    );
    return { ideas: await this.views.tableRows(ideas), ...page, roles };
  }

  private async pageAsStaffOf<Column extends keyof Idea = never>(
    user: RequestUser,
    staffOf: readonly number[],
    query: TIdeaListQuery,
    columns?: readonly Column[],
  ): Promise<{ ideas: Array<IdeaWith<Column>>; total: number; page: number }> {
    const size = query.size === 'all' ? undefined : query.size;
    const order = await this.order(user, staffOf, query);
    const window = (page: number) => ({ offset: size === undefined ? 0 : (page - 1) * size, limit: size });
    let page = size === undefined ? 1 : query.page;
    let { ideas, total } = await this.ideas.pageOwnedOrIn(user.id, staffOf, order, window(page), columns);
    if (ideas.length === 0 && size !== undefined) {
      page = Math.max(1, Math.ceil(total / size));
      if (total > 0)
        ({ ideas, total } = await this.ideas.pageOwnedOrIn(user.id, staffOf, order, window(page), columns));
    }
    return { ideas, total, page };
  }

  async one(user: RequestUser, ideaId: number): Promise<TIdeaAdmin> {
    const idea = await this.ideas.oneOwnedOrIn(user.id, await this.staffCrowdIds(user), ideaId);
    const [view] = idea ? await this.views.adminViews([idea]) : [];
    if (!view) throw notFound();
    return view;
  }

  /** The crowds whose ideas the user sees as staff. */
  private async staffCrowdIds(user: RequestUser): Promise<number[]> {
    return (await this.staffRoles(user)).map((staff) => staff.crowdId);
  }

  /** The crowds whose ideas the user sees as staff, with the role (a private crowd's user: that crowd only). */
  private async staffRoles(user: RequestUser): Promise<Array<{ crowdId: number; role: TCrowdRole }>> {
    return (await this.members.activeRolesOf(user.id)).filter(
      (membership) => isCrowdStaff(membership.role) && mayActInCrowd(user, membership.crowdId),
    );
  }

  private async order(user: RequestUser, staffOf: readonly number[], query: TIdeaListQuery): Promise<AdminIdeaOrder> {
    const dir = (query.dir ?? (DESCENDING_FIRST.has(query.sort) ? 'desc' : 'asc')) === 'desc' ? 'DESC' : 'ASC';
    switch (query.sort) {
      case 'newest':
        return { by: 'createdAt', dir };
      case 'name':
        return { by: 'name', dir };
      case 'likes':
        return { by: 'likeCount', dir };
      case 'comments':
        return { by: 'commentCount', dir };
      case 'status':
        return { by: 'state', dir, ranked: ZIdeaState.options };
      case 'crowd': {
        const ids = new Set([...staffOf, ...(await this.ideas.crowdIdsOfOwner(user.id))]);
        const crowds = await this.crowds.findByIds([...ids]);
        crowds.sort((a, b) => crowdTitles.compare(a.title, b.title) || a.id - b.id);
        return { by: 'crowd', dir, ranked: crowds.map((crowd) => crowd.id) };
      }
    }
  }
}
