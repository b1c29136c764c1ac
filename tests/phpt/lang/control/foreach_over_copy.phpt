--TEST--
foreach by value iterates over a copy
--FILE--
<?php
$a = [1, 2, 3];
foreach ($a as $k => $v) {
  if ($k == 0) { $a[] = 4; $a[1] = 'changed'; }
  echo "$v ";
}
echo "\n";
var_dump(count($a));
--EXPECT--
1 2 3 
int(4)
