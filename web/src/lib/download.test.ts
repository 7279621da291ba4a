import { describe, expect, it } from 'vitest';
import { downloadName } from './download.ts';

describe('downloadName', () => {
  it("keeps the server's name: the UTF-8 one, else the plain one, else the fallback", () => {
    expect(
      downloadName(
        `attachment; filename="Report Acme round.pdf"; filename*=UTF-8''Report%20Acme%20round.pdf`,
        'report.pdf',
      ),
    ).toBe('Report Acme round.pdf');
    expect(downloadName(`attachment; filename*=UTF-8''Bericht%20M%C3%BCnchen.md`, 'report.md')).toBe(
      'Bericht München.md',
    );
    expect(downloadName('attachment; filename="robotics.xlsx"', 'x.xlsx')).toBe('robotics.xlsx');
    expect(downloadName(null, 'report.pdf')).toBe('report.pdf');
  });
});
