--TEST--
readonly class makes every declared property readonly
--FILE--
<?php
readonly class Point {
    public function __construct(public int $x, public int $y) {}
    public function withX(int $x): static { return new static($x, $this->y); }
}
$p = new Point(1, 2);
$q = $p->withX(5);
echo $p->x, $p->y, " ", $q->x, $q->y, "\n";
try { $p->x = 9; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $p->z = 9; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($p);
--EXPECT--
12 52
Cannot modify readonly property Point::$x
Cannot create dynamic property Point::$z
object(Point)#1 (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
