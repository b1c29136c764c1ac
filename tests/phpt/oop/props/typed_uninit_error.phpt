--TEST--
reading an uninitialized typed property throws Error; unset makes it uninitialized again
--FILE--
<?php
class A { public int $x; public ?int $n; public int $d = 5; }
$a = new A;
foreach (['x', 'n'] as $p) { try { var_dump($a->$p); } catch (Error $e) { echo $e->getMessage(), "\n"; } }
unset($a->d);
try { var_dump($a->d); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($a->x), $a->x ?? 'default', property_exists($a, 'x'));
$a->x = 1;
var_dump($a->x);
--EXPECT--
Typed property A::$x must not be accessed before initialization
Typed property A::$n must not be accessed before initialization
Typed property A::$d must not be accessed before initialization
bool(false)
string(7) "default"
bool(true)
int(1)
