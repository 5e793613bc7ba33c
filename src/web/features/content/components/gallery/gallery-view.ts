/** spec §9: the wide slideshow shows three photos at a time; the list's wide layout matches it. */
export const SLIDES_IN_VIEW = 3;
