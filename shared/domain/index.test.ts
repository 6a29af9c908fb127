import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_DECIMALS_DETAIL,
  ENGAGEMENT_DECIMALS_THUMBNAIL,
  engagementPercent,
  extractKeywords,
  formatCount,
  formatEngagement,
  metaDescription,
  parseCount,
  parseDate,
  parseDbAnalysis,
  parseEngagementValue,
  parseFlag,
  parseJsonValue,
  parseNarrativeFramework,
  parseOutline,
  parseTagList,
  parseTextOverlays,
  resolveTagLists,
  slugify,
  TEXT_OVERLAY_DEFAULT_TIME,
  TEXT_OVERLAY_DEFAULT_TYPE,
  videoTitle,
} from './index';

// The server and the web app import these names from the entry point; a missing re-export breaks them.
describe('shared domain entry point', () => {
  it('exports every shared function', () => {
    const shared = {
      slugify,
      formatCount,
      engagementPercent,
      formatEngagement,
      videoTitle,
      metaDescription,
      extractKeywords,
      parseJsonValue,
      parseTagList,
      parseOutline,
      parseTextOverlays,
      parseDbAnalysis,
      parseNarrativeFramework,
      parseFlag,
      parseCount,
      parseEngagementValue,
      parseDate,
      resolveTagLists,
    };
    for (const [name, value] of Object.entries(shared)) {
      expect(typeof value, name).toBe('function');
    }
  });

  it('exports the display constants', () => {
    expect(ENGAGEMENT_DECIMALS_THUMBNAIL).toBe(1);
    expect(ENGAGEMENT_DECIMALS_DETAIL).toBe(2);
    expect(TEXT_OVERLAY_DEFAULT_TYPE).toBe('Text Overlay');
    expect(TEXT_OVERLAY_DEFAULT_TIME).toBe('Duration: Throughout');
  });
});
