--TEST--
typed property coercion and TypeError
--FILE--
<?php
class A { public int $x = 0; public ?string $s = null; }
$a = new A; $a->x = '5'; var_dump($a->x); try { $a->x = 'abc'; } catch (TypeError $e) { echo $e->getMessage(), "\n"; } $a->s = 5; var_dump($a->s);
--EXPECT--
int(5)
Cannot assign string to property A::$x of type int
string(1) "5"
