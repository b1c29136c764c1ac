--TEST--
SplObjectStorage var_dump
--FILE--
<?php
$s = new SplObjectStorage;
$o = new stdClass;
$s->attach($o, ['x' => 1]);
$s->attach(new ArrayObject([]));
var_dump($s);
?>
--EXPECT--
object(SplObjectStorage)#1 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(2) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#2 (0) {
      }
      ["inf"]=>
      array(1) {
        ["x"]=>
        int(1)
      }
    }
    [1]=>
    array(2) {
      ["obj"]=>
      object(ArrayObject)#3 (1) {
        ["storage":"ArrayObject":private]=>
        array(0) {
        }
      }
      ["inf"]=>
      NULL
    }
  }
}
