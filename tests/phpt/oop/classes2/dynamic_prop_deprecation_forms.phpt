--TEST--
dynamic property deprecation through array write, increment and reference
--FILE--
<?php
class A {}
$a = new A;
$a->arr[] = 1;
$b = new A;
$b->n++;
$c = new A;
$r = &$c->ref;
var_dump($a, $b, $c);
--EXPECTF--

Deprecated: Creation of dynamic property A::$arr is deprecated in %s on line 4

Deprecated: Creation of dynamic property A::$n is deprecated in %s on line 6

Warning: Undefined property: A::$n in %s on line 6

Deprecated: Creation of dynamic property A::$ref is deprecated in %s on line 8
object(A)#1 (1) {
  ["arr"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
object(A)#2 (1) {
  ["n"]=>
  int(1)
}
object(A)#3 (1) {
  ["ref"]=>
  &NULL
}
