--TEST--
foreach by reference sees appended elements
--FILE--
<?php
$a = [1, 2];
foreach ($a as $k => &$v) {
  echo "$v ";
  if ($k < 3) $a[] = $v + 10;
}
echo "\n";
unset($v);
var_dump(count($a));
--EXPECT--
1 2 11 12 21 
int(5)
