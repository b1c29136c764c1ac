--TEST--
json_decode depth limit
--FILE--
<?php
for ($d = 1; $d <= 3; $d++) foreach (['1', '[]', '[1]', '[[]]', '[[1]]', '{}', '{"a":[]}'] as $s) { $r = json_decode($s, true, $d); echo "$d $s ", var_export($r, true), ' ', json_last_error(), "\n"; }
--EXPECT--
1 1 1 0
1 [] NULL 1
1 [1] NULL 1
1 [[]] NULL 1
1 [[1]] NULL 1
1 {} NULL 1
1 {"a":[]} NULL 1
2 1 1 0
2 [] array (
) 0
2 [1] array (
  0 => 1,
) 0
2 [[]] NULL 1
2 [[1]] NULL 1
2 {} array (
) 0
2 {"a":[]} NULL 1
3 1 1 0
3 [] array (
) 0
3 [1] array (
  0 => 1,
) 0
3 [[]] array (
  0 => 
  array (
  ),
) 0
3 [[1]] array (
  0 => 
  array (
    0 => 1,
  ),
) 0
3 {} array (
) 0
3 {"a":[]} array (
  'a' => 
  array (
  ),
) 0
