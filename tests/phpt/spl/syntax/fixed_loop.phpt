--TEST--
SplFixedArray filled in a loop
--FILE--
<?php
$f = new SplFixedArray(5);
for ($i = 0; $i < 5; $i++) $f[$i] = $i * $i;
$sum = 0;
foreach ($f as $v) $sum += $v;
var_dump($sum, $f->toArray());
?>
--EXPECT--
int(30)
array(5) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(4)
  [3]=>
  int(9)
  [4]=>
  int(16)
}
