--TEST--
A typed property unset() calls __get/__set/__isset, one never initialized throws; clones keep the state, unserialize does not
--FILE--
<?php
class L {
    public readonly array $data;
    public int $n;
    public ?string $s = null;
    public $plain = 1;
    function __construct() { unset($this->data); }
    function __get($k) { echo "__get $k\n"; if ($k === 'data') { $this->data = [1, 2]; return $this->data; } return $k === 'n' ? "7" : "magic"; }
    function __set($k, $v) { echo "__set $k\n"; if ($k === 'data') $this->data = $v; }
    function __isset($k) { echo "__isset $k\n"; return true; }
    function __unset($k) { echo "__unset $k\n"; }
}
$l = new L;
try { var_dump($l->data); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump($l->data); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($l->n));
try { var_dump($l->n); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$l->n = 5; var_dump($l->n);
unset($l->n);
var_dump(isset($l->n));
var_dump($l->n);
$l->n = 7;
var_dump($l->n);
unset($l->s); var_dump($l->s); $l->s = "x"; var_dump($l->s);
$c = clone $l; unset($c->n); var_dump($c->n);
$l2 = new L; unset($l2->n); $k = clone $l2; var_dump($k->n);
unset($l->plain); var_dump($l->plain); $l->plain = 2; var_dump($l->plain);
var_dump($l);
class P { public int $a; public int $b; function __get($k) { return "g$k"; } }
$p = new P; unset($p->b);
try { echo $p->a, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $p->b, "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$p->b = 3; unset($p->b);
try { echo $p->b, "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$q = unserialize(serialize($p)); try { echo $q->b, "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
__get data
__set data
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(false)
Typed property L::$n must not be accessed before initialization
int(5)
__isset n
bool(true)
__get n
int(7)
__set n
__get n
int(7)
__get s
string(5) "magic"
__set s
__get s
string(5) "magic"
__unset n
__get n
int(7)
__get n
int(7)
__get plain
string(5) "magic"
__set plain
__get plain
string(5) "magic"
object(L)#1 (1) {
  ["data"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["n"]=>
  uninitialized(int)
  ["s"]=>
  uninitialized(?string)
}
Typed property P::$a must not be accessed before initialization
Cannot assign string to property P::$b of type int
Cannot assign string to property P::$b of type int
Typed property P::$b must not be accessed before initialization
