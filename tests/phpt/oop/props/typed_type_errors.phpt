--TEST--
TypeError messages for typed property assignments
--FILE--
<?php
class A { public int $i = 0; public ?array $arr = null; public self $me; public iterable $it = []; public int|string $u = 0; }
$a = new A;
$cases = [
    fn() => $a->i = "abc",
    fn() => $a->i = 1.5,
    fn() => $a->i = null,
    fn() => $a->arr = "x",
    fn() => $a->me = new stdClass,
    fn() => $a->it = 5,
    fn() => $a->u = [],
    fn() => $a->i = new stdClass,
];
foreach ($cases as $c) { try { $c(); echo "ok\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
var_dump($a->i);
--EXPECTF--
Cannot assign string to property A::$i of type int

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 6
ok
Cannot assign null to property A::$i of type int
Cannot assign string to property A::$arr of type ?array
Cannot assign stdClass to property A::$me of type self
Cannot assign int to property A::$it of type Traversable|array
Cannot assign array to property A::$u of type string|int
Cannot assign stdClass to property A::$i of type int
int(1)
