--TEST--
__serialize and __unserialize round trip
--FILE--
<?php
class Point {
    public function __construct(private int $x = 0, private int $y = 0) {}
    public function __serialize(): array { echo "__serialize\n"; return ['x' => $this->x, 'y' => $this->y, 'extra' => 'e']; }
    public function __unserialize(array $d): void { echo "__unserialize\n"; $this->x = $d['x'] * 10; $this->y = $d['y'] * 10; }
}
$s = serialize(new Point(1, 2));
var_dump($s);
var_dump(unserialize($s));
--EXPECT--
__serialize
string(60) "O:5:"Point":3:{s:1:"x";i:1;s:1:"y";i:2;s:5:"extra";s:1:"e";}"
__unserialize
object(Point)#1 (2) {
  ["x":"Point":private]=>
  int(10)
  ["y":"Point":private]=>
  int(20)
}
