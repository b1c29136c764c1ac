--TEST--
constructor promotion inside a trait
--FILE--
<?php
trait P { public function __construct(private int $x = 3, protected string $s = "s") {} function show() { return $this->x . $this->s; } }
class A { use P; }
echo (new A)->show(), (new A(5, "t"))->show(), "\n";
var_dump(new A);
--EXPECT--
3s5t
object(A)#1 (2) {
  ["x":"A":private]=>
  int(3)
  ["s":protected]=>
  string(1) "s"
}
