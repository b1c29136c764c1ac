--TEST--
foreach over packed arrays in compiled loops: values of every kind, keys, holes, references in the array and in the destination, the array changed while it is walked, destructors of overwritten values,
--FILE--
<?php
// foreach over packed arrays in compiled loops: values of every kind,
// keys, holes, references in the array and in the destination, the
// array changed while it is walked, destructors of overwritten values,
// and a key that is the value variable.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "D{$this->n} gone\n"; } }
function walk($a) {
    $out = [];
    foreach ($a as $v) { $out[] = is_object($v) ? get_class($v) : gettype($v); }
    return implode(",", $out);
}
function walk_keys($a) {
    $t = 0;
    foreach ($a as $k => $v) { $t += $k; }
    return $t;
}
$mixed = [1, 2.5, "s", true, null, [1, 2], new stdClass, "x" . rand(1, 1)];
for ($r = 0; $r < 3000; $r++) { $w = walk($mixed); $t = walk_keys($mixed); }
echo $w, " ", $t, "\n";
// Holes: unset elements of a packed array are skipped.
$h = range(0, 9);
unset($h[3], $h[7]);
$s = 0;
for ($r = 0; $r < 2000; $r++) { $s = 0; foreach ($h as $k => $v) { $s += $k * 100 + $v; } }
echo $s, "\n";
// References in the array: the element's value, not the reference.
$x = 5;
$refs = [1, &$x, 3];
for ($r = 0; $r < 2000; $r++) { $o = []; foreach ($refs as $v) { $o[] = $v; } }
$x = 6;
echo implode(",", $o), "\n";
// The value variable is a reference: written through.
$target = 0;
$alias = &$target;
for ($r = 0; $r < 2000; $r++) { foreach ([1, 2, 3] as $alias) { } }
echo $target, "\n";
// The key variable is a reference.
$kt = -1;
$kalias = &$kt;
for ($r = 0; $r < 2000; $r++) { foreach (["a", "b"] as $kalias => $vv) { } }
echo $kt, "\n";
// The array changed inside the loop: foreach walks its copy.
$c = [1, 2, 3];
for ($r = 0; $r < 2000; $r++) { $seen = 0; $c2 = $c; foreach ($c2 as $v) { $c2[] = $v; $seen++; } }
echo $seen, " ", count($c2), "\n";
// Destructors of values the variable held run when overwritten.
$objs = [new D(1), new D(2)];
for ($r = 0; $r < 1500; $r++) { foreach ($objs as $o) { } }
echo "loop done\n";
unset($objs);
echo "objs unset\n";
$o = null;
echo "o cleared\n";
// Key and value in one variable.
for ($r = 0; $r < 1500; $r++) { foreach (["p", "q", "r"] as $kv => $kv) { } }
var_dump($kv);
// Strings counted: the copies outlive the array.
$strs = [];
for ($i = 0; $i < 50; $i++) { $strs[] = str_repeat("z", $i % 4); }
$keep = [];
for ($r = 0; $r < 100; $r++) { foreach ($strs as $sv) { $keep[] = $sv; } }
unset($strs);
echo count($keep), " ", strlen(implode("", $keep)), "\n";
// Nested loops over one array.
$n = [1, 2, 3, 4];
$pairs = 0;
for ($r = 0; $r < 500; $r++) { $pairs = 0; foreach ($n as $p) { foreach ($n as $q) { if ($p < $q) { $pairs++; } } } }
echo $pairs, "\n";
// An empty array and a one-element array.
for ($r = 0; $r < 2000; $r++) { $z = 0; foreach ([] as $v) { $z++; } foreach ([9] as $v) { $z += $v; } }
echo $z, "\n";
--EXPECT--
integer,double,string,boolean,NULL,array,stdClass,string 28
3535
1,5,3
3
1
3 6
loop done
D1 gone
objs unset
D2 gone
o cleared
int(2)
5000 7300
6
9
