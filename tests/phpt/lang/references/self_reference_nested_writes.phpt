--TEST--
Writes through a reference to the array being written (`$a[] = &$a; $a[1][] = v`, a parent held in a child): each level dereferenced as php does, the one array written; reads, isset, unset, ++, .=, ??=, references, objects, ArrayAccess and compiled loops through it
--FILE--
<?php
// The brief's three cases.
$arr = [0]; $arr[] = &$arr;
$arr[1][] = "x";
var_dump(count($arr), $arr[2]);
$m = ["k" => [0]]; $m["k"][] = &$m;
$m["k"][1]["k"][] = 5;
var_dump(count($m["k"]), $m["k"][2]);
$a = [1]; $a[] = &$a; $a[1][1][0] = 9; var_dump($a[0]);
// Reads, isset, unset through the self-reference.
$a = [1, 2]; $a[] = &$a;
var_dump($a[2][2][1], isset($a[2][2][0]), isset($a[2][2][7]), $a[2][2][9] ?? "none");
unset($a[2][2][0]);
var_dump(isset($a[0]), count($a));
// ++, --, .=, +=, ??= through it.
$a = [1, "s"]; $a[] = &$a;
$a[2][0]++; $a[2][2][0]++; --$a[2][0];
$a[2][1] .= "t"; $a[2][2][2][1] .= "u";
$a[2][0] += 10; $a[2]["n"] ??= "new"; $a[2][2]["n"] ??= "old";
var_dump($a[0], $a[1], $a["n"], count($a));
$p = $a[2][2][0]++; $q = ++$a[2][0];
var_dump($p, $q, $a[0]);
// A whole element assigned through it: the reference itself written.
$a = [1]; $a[] = &$a; $a[1][1] = 5; var_dump($a);
$a = [1]; $a[] = &$a; $a[1] = 7; var_dump($a);
// A reference taken through it.
$a = [1]; $a[] = &$a; $r = &$a[1][1][0]; $r = 42; var_dump($a[0]);
// Nested arrays inside, written at depth.
$a = ["x" => ["y" => [1]]]; $a["s"] = &$a;
$a["s"]["x"]["y"][] = 2; $a["s"]["s"]["x"]["z"] = 3;
var_dump($a["x"]);
// A reference to the parent array held in a child.
$a = []; $a['x'] = [1]; $a['x'][] = &$a; $a['x'][1]['y'] = 2;
var_dump(array_keys($a), $a['y'], count($a['x']));
$a['x'][1]['x'][1]['x'][] = 3;
var_dump(count($a['x']), $a['x'][2]);
// Objects through the self-reference.
$o = new stdClass; $o->list = [1]; $a = [$o]; $a[] = &$a;
$a[1][0]->list[] = 2; $a[1][1][0]->p = "p"; $a[1][0]->q["k"] = 1; $a[1][0]->list[0]++;
var_dump($o);
$o = new stdClass; $o->self = [0]; $o->self[] = &$o->self;
$o->self[1][] = 1; $o->self[1][1][0] = 5;
var_dump(count($o->self), $o->self[0], $o->self[2]);
// ArrayAccess through it.
class Box implements ArrayAccess {
    public $d = [];
    function offsetExists($k): bool { return isset($this->d[$k]); }
    function offsetGet($k): mixed { return $this->d[$k] ?? null; }
    function offsetSet($k, $v): void { if ($k === null) $this->d[] = $v; else $this->d[$k] = $v; }
    function offsetUnset($k): void { unset($this->d[$k]); }
}
$b = new Box; $a = [$b]; $a[] = &$a;
$a[1][0]["k"] = 1; $a[1][1][0][] = 2; unset($a[1][0]["k"]); $a[1][0]["n"] = 0;
var_dump($b->d, isset($a[1][0]["n"]), $a[1][1][0]["n"]);
$ao = new ArrayObject([]); $a = [$ao]; $a[] = &$a;
$a[1][0]["k"] = [1]; $a[1][0]["k"][] = 2; $a[1][1][0]["c"] = 3;
var_dump($ao->getArrayCopy());
// A variable holding the reference, in a function, in a loop (compiled).
function grow(array &$a, int $n) {
    for ($i = 0; $i < $n; $i++) {
        $a[1][] = $i;
        $a[1][1][$i + 10] = $i;
    }
}
$a = [0]; $a[] = &$a; grow($a, 3);
var_dump(count($a), $a[12]);
function loop_write() {
    $t = [0]; $t[] = &$t;
    for ($i = 0; $i < 2000; $i++) {
        $t[1][$i % 5 + 2] = $i;
        $t[1][1][0] += 1;
    }
    var_dump(count($t), $t[0], $t[6]);
    $u = [0]; $u[] = &$u;
    for ($i = 0; $i < 2000; $i++) {
        $u[1] = [$i];
    }
    var_dump($u);
}
loop_write();
function by_ref_set(array &$x) {
    for ($i = 0; $i < 3; $i++) {
        try { $x[1] = $i; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
}
$a = [0]; $a[] = &$a; by_ref_set($a); var_dump($a);
echo "done\n";
--EXPECT--
int(3)
string(1) "x"
int(3)
int(5)
int(9)
int(2)
bool(true)
bool(false)
string(4) "none"
bool(false)
int(2)
int(12)
string(3) "stu"
string(3) "new"
int(4)
int(12)
int(14)
int(14)
int(5)
int(7)
int(42)
array(2) {
  ["y"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["z"]=>
  int(3)
}
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
int(2)
int(2)
int(3)
int(3)
object(stdClass)#1 (3) {
  ["list"]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(2)
  }
  ["p"]=>
  string(1) "p"
  ["q"]=>
  array(1) {
    ["k"]=>
    int(1)
  }
}
int(3)
int(5)
int(1)
array(2) {
  [0]=>
  int(2)
  ["n"]=>
  int(0)
}
bool(true)
int(0)
array(2) {
  ["k"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["c"]=>
  int(3)
}
int(6)
int(2)
int(7)
int(2000)
int(1999)
array(2) {
  [0]=>
  int(0)
  [1]=>
  array(1) {
    [0]=>
    int(1999)
  }
}
Error: Cannot use a scalar value as an array
Error: Cannot use a scalar value as an array
int(0)
done
