--TEST--
foreach writes its value and key variables as assignments do: through a reference the variable holds, in order value then key, over temporaries, literals, hashes and objects
--FILE--
<?php
// A value variable bound to an element of the array itself.
$a = [1, 2, 3];
foreach ($a as &$v) {}
foreach ($a as $v) {}
var_dump($a);
unset($v);

// A value variable bound to another variable.
$x = 0;
$v = &$x;
foreach ([10, 20, 30] as $v) {}
var_dump($x);
unset($v);

// A key variable bound by reference.
$kk = null;
$k = &$kk;
foreach (['p' => 1, 'q' => 2] as $k => $v) {}
var_dump($kk, $v);
unset($k);

// The same variable as key and value: the key is written last.
foreach (['a' => 'x', 'b' => 'y'] as $z => $z) {
    echo $z, " ";
}
echo "\n";

// The array variable itself as the value target.
$arr = [4, 5, 6];
foreach ($arr as $arr) {
    echo $arr, " ";
}
echo "\n";
var_dump($arr);

// Temporaries, empty and literal arrays, in a loop (the loop runner).
function make($n) { return range(1, $n); }
$s = 0;
for ($i = 0; $i < 300; $i++) {
    foreach (make($i % 4) as $k => $v) {
        $s += $k * $v;
    }
    foreach ([] as $v) {
        $s += 1000;
    }
    foreach ([3, 1 => 4, 'x' => 5] as $k => $v) {
        $s += is_int($k) ? $k + $v : $v;
    }
    foreach (['s' => 1, 7 => 2] as $v) {
        $s += $v;
    }
}
var_dump($s);

// A hash with holes, by value and with keys, the array changed inside.
$h = ['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4];
unset($h['b']);
foreach ($h as $k => $v) {
    $h[$k . $k] = $v * 10;
    echo "$k=$v ";
}
echo "\n", count($h), "\n";

// An object's properties and an iterator.
$o = new stdClass;
$o->p = 1;
$o->q = 'two';
foreach ($o as $k => $v) {
    echo "$k: $v\n";
}
foreach (new ArrayIterator(['m' => 1, 'n' => 2]) as $k => $v) {
    echo "$k => $v\n";
}

// Destructors of values overwritten by the loop variable run at once.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "bye {$this->n}\n"; } }
function objs() { return [new D(1), new D(2)]; }
foreach (objs() as $d) {
    echo "got {$d->n}\n";
}
echo "after\n";
unset($d);
echo "end\n";
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  &int(2)
}
int(30)
string(1) "q"
int(2)
a b 
4 5 6 
int(6)
int(5550)
a=1 c=3 d=4 
6
p: 1
q: two
m => 1
n => 2
got 1
got 2
bye 1
after
bye 2
end
