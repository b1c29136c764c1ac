--TEST--
JIT: array literals with variable elements built in compiled loops (lists, keyed and nested literals; keys that convert, undefined variables, references and a taken next key as php does them)
--FILE--
<?php
// Array literals with variable elements, built in a loop that runs long
// enough to be compiled: lists, keyed literals, nested ones, and the cases
// that leave the fast path (an undefined variable, a reference, a key that
// needs converting, a next key that is taken).
function rows(int $n): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $v = $i * 3;
        $out[] = [$i % 7, $v, "r$i", [$i, [$v]]];
    }
    return $out;
}
$r = rows(3000);
echo count($r), " ", json_encode($r[0]), " ", json_encode($r[2999]), "\n";

function keyed(int $n): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $k = "k" . ($i % 5);
        $out[] = ['id' => $i, $k => $i * 2, 7 => 'seven', '8' => $i, $i % 3 => 'm'];
    }
    return $out;
}
$k = keyed(2000);
var_dump($k[0], $k[1999]);

// Keys that convert: floats (with the deprecation once the fraction is
// lost), bools, null; an undefined variable as an element warns.
function odd_keys(int $n): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        // A fraction only on the last turn (its deprecation once).
        $f = $i === $n - 1 ? $i + 0.5 : (float) $i;
        $b = $i % 2 === 0;
        $null = null;
        $out[] = [$f => 'f', $b => 'b', $null => 'n', $i => $i];
        if ($i === $n - 1) {
            $out[] = [$i, $undefined ?? 'dflt', $i + 1];
            $out[] = [$i, @$undefined2];
            $out[] = [$undefined3, $i];
        }
    }
    return $out;
}
$o = odd_keys(1500);
var_dump($o[1499], $o[1500], $o[1501], $o[1502]);

// References: an element that is a reference set keeps its value only
// (`[$x]` copies), `[&$x]` shares it.
function refs(int $n): array
{
    $out = [];
    $x = 0;
    $y = &$x;
    for ($i = 0; $i < $n; $i++) {
        $x = $i;
        $a = [$y, $x];
        $b = [&$x];
        $b[0]++;
        $out[] = [$a, $x];
    }
    return $out;
}
$f = refs(1200);
echo json_encode($f[0]), json_encode($f[1199]), "\n";

// The next key is taken: php throws.
function full(int $n)
{
    $m = PHP_INT_MAX;
    for ($i = 0; $i < $n; $i++) {
        $a = [$i => 1, 2];
        if ($i === $n - 1) {
            try {
                $a = [$m => 1, $i];
            } catch (Error $e) {
                echo get_class($e), ": ", $e->getMessage(), "\n";
            }
        }
    }
    return $a;
}
var_dump(full(1100));
--EXPECTF--
3000 [0,0,"r0",[0,[0]]] [3,8997,"r2999",[2999,[8997]]]
array(5) {
  ["id"]=>
  int(0)
  ["k0"]=>
  int(0)
  [7]=>
  string(5) "seven"
  [8]=>
  int(0)
  [0]=>
  string(1) "m"
}
array(5) {
  ["id"]=>
  int(1999)
  ["k4"]=>
  int(3998)
  [7]=>
  string(5) "seven"
  [8]=>
  int(1999)
  [1]=>
  string(1) "m"
}

Deprecated: Implicit conversion from float 1499.5 to int loses precision in %s on line 40

Warning: Undefined variable $undefined3 in %s on line 44
array(3) {
  [1499]=>
  int(1499)
  [0]=>
  string(1) "b"
  [""]=>
  string(1) "n"
}
array(3) {
  [0]=>
  int(1499)
  [1]=>
  string(4) "dflt"
  [2]=>
  int(1500)
}
array(2) {
  [0]=>
  int(1499)
  [1]=>
  NULL
}
array(2) {
  [0]=>
  NULL
  [1]=>
  int(1499)
}
[[0,0],1][[1199,1199],1200]
Error: Cannot add element to the array as the next element is already occupied
array(2) {
  [1099]=>
  int(1)
  [1100]=>
  int(2)
}
