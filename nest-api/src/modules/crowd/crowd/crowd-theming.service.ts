import { Injectable } from '@nestjs/common';
import { ZUpdateThemingRequest, type TThemingData, type TUpdateThemingRequest } from '@crowd/contracts';
import { sanitizeRichText } from '@crowd/contracts/sanitize';
import { notFound, ValidationFailedError } from '../../../common/errors';
import { parseOrFail } from '../../../common/http/parse-or-fail';
import type { VersionedChanges } from '../../../infra/database/optimistic';
import { CrowdThemingRepository } from './crowd-theming.repository';
import { toThemingData } from './crowd-view.mapper';
import type { CrowdTheming } from './entities/crowd-theming.entity';

type ThemingChanges = VersionedChanges<CrowdTheming>;

/** The intro rule of the request schema, applied again to what is stored. */
const ZIntroContent = ZUpdateThemingRequest.pick({ customIntroContent: true });

/**
 * PUT /crowd/theming: the crowd's admins (the role guard) change its intro and listing view.
 * The rich-text intro is stored sanitized; the write itself checks the version (409 when stale).
 */
@Injectable()
export class CrowdThemingService {
  constructor(private readonly themings: CrowdThemingRepository) {}

  async update(input: TUpdateThemingRequest): Promise<TThemingData> {
    const theming = await this.themings.findByCrowdOrFail(input.crowdId);
    // The id must name this crowd's theming row: the guard checked the role in `crowdId` only.
    if (theming.id !== input.id) throw notFound();
    await this.themings.updateVersioned(theming.id, input.version, {
      ...this.introChoice(input),
      ...this.introContent(input),
      ...(input.ideasListingView !== undefined ? { ideasListingView: input.ideasListingView } : {}),
      ...(input.customIntroBackgroundColor !== undefined
        ? { customIntroBackgroundColor: input.customIntroBackgroundColor.toUpperCase() }
        : {}),
    });
    return toThemingData(await this.themings.findByCrowdOrFail(input.crowdId));
  }

  /** Spec 4: choosing the default slideshow turns the custom intro off, and the other way round. */
  private introChoice({ displayDefaultSlideshow, displayCustomIntro }: TUpdateThemingRequest): ThemingChanges {
    if (displayDefaultSlideshow && displayCustomIntro) {
      throw ValidationFailedError.field('displayCustomIntro', 'validation_invalid_value');
    }
    const changes: ThemingChanges = {};
    if (displayDefaultSlideshow !== undefined) changes.displayDefaultSlideshow = displayDefaultSlideshow;
    if (displayCustomIntro !== undefined) changes.displayCustomIntro = displayCustomIntro;
    if (displayDefaultSlideshow) changes.displayCustomIntro = false;
    if (displayCustomIntro) changes.displayDefaultSlideshow = false;
    return changes;
  }

  /** Sanitized, and within the limit as stored too (sanitizing only removes, but the limit is what is kept). */
  private introContent({ customIntroContent }: TUpdateThemingRequest): ThemingChanges {
    if (customIntroContent === undefined) return {};
    const clean = sanitizeRichText(customIntroContent);
    parseOrFail(ZIntroContent, { customIntroContent: clean });
    return { customIntroContent: clean };
  }
}
