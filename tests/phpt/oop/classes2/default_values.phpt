--TEST--
property default values: scalars, arrays, constants, null, and untyped defaults
--FILE--
<?php
const G = 5;
class A {
    public $none;
    public $i = 1;
    public $arr = [1, 'a' => [2]];
    public $c = G * 2;
    public $cc = self::K;
    public ?int $n = null;
    const K = 'k';
}
var_dump(new A);
--EXPECT--
object(A)#1 (6) {
  ["none"]=>
  NULL
  ["i"]=>
  int(1)
  ["arr"]=>
  array(2) {
    [0]=>
    int(1)
    ["a"]=>
    array(1) {
      [0]=>
      int(2)
    }
  }
  ["c"]=>
  int(10)
  ["cc"]=>
  string(1) "k"
  ["n"]=>
  NULL
}
