--TEST--
magic methods from a trait work on the using class
--FILE--
<?php
trait Magic {
    private $data = [];
    function __get($n) { return $this->data[$n] ?? "none"; }
    function __set($n, $v) { $this->data[$n] = $v; }
    function __call($n, $a) { return "$n(" . implode(",", $a) . ")"; }
    function __toString(): string { return "magic"; }
}
class A { use Magic; }
$a = new A;
$a->x = 5;
echo $a->x, $a->y, $a->foo(1, 2), "$a", "\n";
var_dump($a instanceof Stringable);
--EXPECT--
5nonefoo(1,2)magic
bool(true)
