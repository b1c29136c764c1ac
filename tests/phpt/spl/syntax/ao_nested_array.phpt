--TEST--
ArrayObject holding arrays
--FILE--
<?php
$a = new ArrayObject(['list' => [1, 2]]);
$l = $a['list'];
$l[] = 3;
$a['list'] = $l;
var_dump($a['list']);
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
