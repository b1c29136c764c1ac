--TEST--
var_dump of a WeakMap
--FILE--
<?php
$m = new WeakMap;
var_dump($m);
$a = new stdClass;
$m[$a] = [1, 2];
$b = new ArrayObject([]);
$m[$b] = null;
var_dump($m);
var_dump(count($m));
--EXPECT--
object(WeakMap)#1 (0) {
}
object(WeakMap)#1 (2) {
  [0]=>
  array(2) {
    ["key"]=>
    object(stdClass)#2 (0) {
    }
    ["value"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
  }
  [1]=>
  array(2) {
    ["key"]=>
    object(ArrayObject)#3 (1) {
      ["storage":"ArrayObject":private]=>
      array(0) {
      }
    }
    ["value"]=>
    NULL
  }
}
int(2)
