--TEST--
strict mode: typed references as array elements, by-reference parameters and returns, settype, clones
--FILE--
<?php
declare(strict_types=1);
class C { public int $i = 1; public array $a = []; public ?array $na = null; }
$c = new C;
$arr = [&$c->i];
try { $arr[0] = "5"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$arr[0] = 6;
var_dump($c->i);
$h = ['k' => &$c->i];
try { $h['k'] = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
$ra = &$c->a;
$ra[] = 1;
$ra['x'] = 2;
var_dump(count($c->a));
try { $ra = 5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$rn = &$c->na;
$rn[] = 1;
var_dump($c->na);
function g(int &$x) { $x = 10; }
g($c->i);
var_dump($c->i);
$f = function &() use ($c) { return $c->i; };
$z = &$f();
try { $z = "q"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
try { settype($z, "string"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
$o2 = new C;
$copy = clone $c;
var_dump($copy->i);
$copy->i = 99;
var_dump($c->i);
--EXPECT--
Cannot assign string to reference held by property C::$i of type int
int(6)
Cannot assign string to reference held by property C::$i of type int
int(6)
int(2)
Cannot assign int to reference held by property C::$a of type array
array(1) {
  [0]=>
  int(1)
}
int(10)
Cannot assign string to reference held by property C::$i of type int
int(10)
Cannot assign string to reference held by property C::$i of type int
int(10)
int(10)
int(99)
