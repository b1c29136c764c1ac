--TEST--
getDefaultProperties
--FILE--
<?php
class A { public $a = 1; protected $b = 'b'; private $c; public int $typed; public static $s = [1]; const K = 2; public $k = self::K * 2; }
var_dump((new ReflectionClass('A'))->getDefaultProperties());
?>
--EXPECT--
array(5) {
  ["s"]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["a"]=>
  int(1)
  ["b"]=>
  string(1) "b"
  ["c"]=>
  NULL
  ["k"]=>
  int(4)
}
