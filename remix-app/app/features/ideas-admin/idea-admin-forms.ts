/** The tags the admin form toggles (decision 024: absent leaves a tag as it is; the form always sends all three). */
export const IDEA_TAG_FIELDS = ['featured', 'rewarded', 'implemented'] as const;
