--TEST--
class constants referencing other constants, enums and expressions
--FILE--
<?php
class A {
    const A = 2;
    const B = self::A * 3;
    const C = [self::A, self::B, 'k' => self::B + 1];
    const D = PHP_INT_SIZE > 4 ? 'wide' : 'narrow';
    const E = 'x' . self::A;
    const F = self::C['k'];
}
class B extends A { const A = 10; const G = parent::B + self::ONE; const ONE = 1; }
var_dump(A::B, A::C, A::D, A::E, A::F, B::B, B::G);
--EXPECT--
int(6)
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(6)
  ["k"]=>
  int(7)
}
string(4) "wide"
string(2) "x2"
int(7)
int(6)
int(7)
