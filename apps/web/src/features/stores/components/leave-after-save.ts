import { LIMITS } from '@tillbook/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * After a save, back to the list a moment later (§9). `leaving` keeps the save button busy meanwhile, so a second
 * click cannot add the row twice.
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = (path: string) => {
    setLeaving(true);
    setTimeout(() => navigate(path), LIMITS.backDelayMs);
  };
  return { leaving, leave };
}
