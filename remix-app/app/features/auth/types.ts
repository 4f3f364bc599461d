/** What the auth pages show of the crowd they sign in to: its logo and name. */
export interface AuthBrand {
  name: string;
  featuredImageId: number | null;
}
