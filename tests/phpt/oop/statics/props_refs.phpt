--TEST--
references to static properties and static arrays
--FILE--
<?php
class A { public static $arr = []; public static $n = 1; }
$r = &A::$n;
$r = 10;
A::$arr[] = 1;
A::$arr['k'] = 2;
$ref = &A::$arr;
$ref[] = 3;
var_dump(A::$n, A::$arr);
--EXPECT--
int(10)
array(3) {
  [0]=>
  int(1)
  ["k"]=>
  int(2)
  [1]=>
  int(3)
}
