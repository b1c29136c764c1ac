--TEST--
constructor promotion
--FILE--
<?php
class P { function __construct(public int $x, protected string $y = 'd', private array $z = []) {} }
var_dump(new P(3));
--EXPECT--
object(P)#1 (3) {
  ["x"]=>
  int(3)
  ["y":protected]=>
  string(1) "d"
  ["z":"P":private]=>
  array(0) {
  }
}
