--TEST--
AllowDynamicProperties and stdClass
--FILE--
<?php
#[AllowDynamicProperties]
class A {}
$a = new A; $a->x = 1; $s = new stdClass; $s->y = 2; var_dump($a, $s);
--EXPECT--
object(A)#1 (1) {
  ["x"]=>
  int(1)
}
object(stdClass)#2 (1) {
  ["y"]=>
  int(2)
}
