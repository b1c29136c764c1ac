--TEST--
ArrayObject [] syntax
--FILE--
<?php
$a = new ArrayObject([]);
$a['x'] = 1; $a[] = 2; $a[] = 3;
var_dump($a['x'], $a[0], count($a));
unset($a['x']);
var_dump(isset($a['x']), isset($a[1]), $a->getArrayCopy());
?>
--EXPECT--
int(1)
int(2)
int(3)
bool(false)
bool(true)
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
