import { describe, expect, it } from 'vitest';
import { previousViewName, readShareContent } from './shareContent';

describe('share content', () => {
  it('reads the navigation state first, then the query', () => {
    expect(readShareContent({ link: '/dashboard', subject: 'Red tile' }, '?link=%2Fother')).toEqual({
      link: '/dashboard',
      subject: 'Red tile',
      viewName: undefined,
    });
    expect(readShareContent(null, '?subject=')).toEqual({ link: undefined, subject: '', viewName: undefined });
    expect(readShareContent('nonsense', '')).toEqual({ link: undefined, subject: undefined, viewName: undefined });
  });

  it('names the previous view from the link, or the name the opener gave', () => {
    expect(previousViewName('/dashboard/endpoints?page=2')).toBe('Endpoint Status');
    expect(previousViewName('https://portal.example.com/dashboard/')).toBe('Dashboard');
    expect(previousViewName('/somewhere')).toBe('previous page');
    expect(previousViewName('/somewhere', 'Reports')).toBe('Reports');
  });
});
