--TEST--
ArrayObject subclass without parent constructor
--FILE--
<?php
class MyAO extends ArrayObject { function __construct() {} }
$m = new MyAO;
$m['a'] = 1;
var_dump(count($m), $m->getArrayCopy());
?>
--EXPECT--
int(1)
array(1) {
  ["a"]=>
  int(1)
}
