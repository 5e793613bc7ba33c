/**
 * The bundled pictures' files, for the web app: a `builtin:` reference of the studio's content
 * becomes the picture and its half-width copy (the build gives each file its hashed address).
 */
import type { BuiltinPhotoName } from './builtin-photos.ts';
import facilityLesson1 from './photos/facility-lesson-1.webp';
import facilityLesson1Half from './photos/facility-lesson-1-400w.webp';
import facilityLesson2 from './photos/facility-lesson-2.webp';
import facilityLesson2Half from './photos/facility-lesson-2-400w.webp';
import facilityLesson3 from './photos/facility-lesson-3.webp';
import facilityLesson3Half from './photos/facility-lesson-3-400w.webp';
import facilityLounge1 from './photos/facility-lounge-1.webp';
import facilityLounge1Half from './photos/facility-lounge-1-400w.webp';
import facilityLounge2 from './photos/facility-lounge-2.webp';
import facilityLounge2Half from './photos/facility-lounge-2-400w.webp';
import facilityLounge3 from './photos/facility-lounge-3.webp';
import facilityLounge3Half from './photos/facility-lounge-3-400w.webp';
import facilityPractice1 from './photos/facility-practice-1.webp';
import facilityPractice1Half from './photos/facility-practice-1-400w.webp';
import facilityPractice2 from './photos/facility-practice-2.webp';
import facilityPractice2Half from './photos/facility-practice-2-400w.webp';
import facilityPractice3 from './photos/facility-practice-3.webp';
import facilityPractice3Half from './photos/facility-practice-3-400w.webp';
import facilityStage1 from './photos/facility-stage-1.webp';
import facilityStage1Half from './photos/facility-stage-1-400w.webp';
import facilityStage2 from './photos/facility-stage-2.webp';
import facilityStage2Half from './photos/facility-stage-2-400w.webp';
import facilityStage3 from './photos/facility-stage-3.webp';
import facilityStage3Half from './photos/facility-stage-3-400w.webp';
import gallery1 from './photos/gallery-1.webp';
import gallery1Half from './photos/gallery-1-400w.webp';
import gallery2 from './photos/gallery-2.webp';
import gallery2Half from './photos/gallery-2-400w.webp';
import gallery3 from './photos/gallery-3.webp';
import gallery3Half from './photos/gallery-3-400w.webp';
import gallery4 from './photos/gallery-4.webp';
import gallery4Half from './photos/gallery-4-400w.webp';
import gallery5 from './photos/gallery-5.webp';
import gallery5Half from './photos/gallery-5-400w.webp';
import gallery6 from './photos/gallery-6.webp';
import gallery6Half from './photos/gallery-6-400w.webp';
import gallery7 from './photos/gallery-7.webp';
import gallery7Half from './photos/gallery-7-400w.webp';
import gallery8 from './photos/gallery-8.webp';
import gallery8Half from './photos/gallery-8-400w.webp';
import hero from './photos/hero.webp';
import heroHalf from './photos/hero-800w.webp';
import profileDirector from './photos/profile-director.webp';
import profileDirectorHalf from './photos/profile-director-300w.webp';
import profilePiano from './photos/profile-piano.webp';
import profilePianoHalf from './photos/profile-piano-300w.webp';
import profileVocal from './photos/profile-vocal.webp';
import profileVocalHalf from './photos/profile-vocal-300w.webp';

export const BUILTIN_PHOTO_FILES: Record<BuiltinPhotoName, { src: string; half: string }> = {
  'facility-lesson-1': { src: facilityLesson1, half: facilityLesson1Half },
  'facility-lesson-2': { src: facilityLesson2, half: facilityLesson2Half },
  'facility-lesson-3': { src: facilityLesson3, half: facilityLesson3Half },
  'facility-lounge-1': { src: facilityLounge1, half: facilityLounge1Half },
  'facility-lounge-2': { src: facilityLounge2, half: facilityLounge2Half },
  'facility-lounge-3': { src: facilityLounge3, half: facilityLounge3Half },
  'facility-practice-1': { src: facilityPractice1, half: facilityPractice1Half },
  'facility-practice-2': { src: facilityPractice2, half: facilityPractice2Half },
  'facility-practice-3': { src: facilityPractice3, half: facilityPractice3Half },
  'facility-stage-1': { src: facilityStage1, half: facilityStage1Half },
  'facility-stage-2': { src: facilityStage2, half: facilityStage2Half },
  'facility-stage-3': { src: facilityStage3, half: facilityStage3Half },
  'gallery-1': { src: gallery1, half: gallery1Half },
  'gallery-2': { src: gallery2, half: gallery2Half },
  'gallery-3': { src: gallery3, half: gallery3Half },
  'gallery-4': { src: gallery4, half: gallery4Half },
  'gallery-5': { src: gallery5, half: gallery5Half },
  'gallery-6': { src: gallery6, half: gallery6Half },
  'gallery-7': { src: gallery7, half: gallery7Half },
  'gallery-8': { src: gallery8, half: gallery8Half },
  hero: { src: hero, half: heroHalf },
  'profile-director': { src: profileDirector, half: profileDirectorHalf },
  'profile-piano': { src: profilePiano, half: profilePianoHalf },
  'profile-vocal': { src: profileVocal, half: profileVocalHalf },
};
