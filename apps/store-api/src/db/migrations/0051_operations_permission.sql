-- The servers' health (metrics, the back-office's health page, decision 0057) is a permission of its
-- own: the preset roles that run the shop's systems get it in a shop made before it existed.
UPDATE "staff_role" SET "permissions" = array_append("permissions", 'operations.read')
  WHERE "preset" IN ('admin', 'integration-manager') AND NOT ('operations.read' = ANY ("permissions"));
