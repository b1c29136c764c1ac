--TEST--
by-reference arguments, foreach and list() by reference, built-ins writing through references to typed properties
--FILE--
<?php
class C { public int $i = 1; public array $a = [3, 1, 2]; public ?string $s = null; public int $m = 0; }
function setit(&$x, $v) { $x = $v; }
function setstr(&$x) { $x = "str"; }
$c = new C;
setit($c->i, "8");
var_dump($c->i);
try { setstr($c->i); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
// foreach by reference
$arr = [1, 2, 3];
$r = &$c->i;
foreach ($arr as &$r) { }
var_dump($c->i);
$c2 = new C;
try { foreach ([1, "x", 3] as $k => $c2->i) { } } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c2->i);
$c3 = new C;
$list = ["5", "6"];
foreach ($list as &$el) { $c3->i = &$el; }
unset($el);
$list[1] = "77";
var_dump($c3->i);
try { $list[1] = "y"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($list);
// list() by reference
$c4 = new C;
$src = ["6", "seven"];
[&$c4->i] = $src;
$src[0] = "9";
var_dump($c4->i);
$data = [["1"]];
$q = &$c4->i;
try { [[$q]] = [["x"]]; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c4->i);
// built-ins taking references
sort($c->a);
var_dump($c->a);
$x = &$c->i;
try { settype($x, "string"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
settype($x, "integer");
var_dump($c->i);
$s = &$c->s;
try { preg_match('/(a)(b)/', 'ab', $s); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->s);
$m = &$c->m;
try { preg_match('/(a)(b)/', 'ab', $m); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->m);
try { array_push($m, 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->m);
$cnt = &$c->i;
str_replace("a", "b", "aaa", $cnt);
var_dump($c->i);
--EXPECT--
int(8)
Cannot assign string to reference held by property C::$i of type int
int(8)
int(8)
Cannot assign string to property C::$i of type int
int(1)
int(77)
Cannot assign string to reference held by property C::$i of type int
array(2) {
  [0]=>
  int(5)
  [1]=>
  &int(77)
}
int(9)
Cannot assign string to reference held by property C::$i of type int
int(9)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(8)
int(8)
Cannot assign array to reference held by property C::$s of type ?string
NULL
Cannot assign array to reference held by property C::$m of type int
int(0)
array_push(): Argument #1 ($array) must be of type array, int given
int(0)
int(3)
