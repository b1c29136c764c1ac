--TEST--
var_dump of nested objects
--FILE--
<?php
class N { public $child; public $v = 1; }
$a = new N; $a->child = new N; var_dump($a);
--EXPECT--
object(N)#1 (2) {
  ["child"]=>
  object(N)#2 (2) {
    ["child"]=>
    NULL
    ["v"]=>
    int(1)
  }
  ["v"]=>
  int(1)
}
